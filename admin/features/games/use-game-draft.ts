import { useMemo, useState } from 'react';
import { draftFromConfig, sameDraft, sameJson, validateDraft, type GameConfig, type GameDraft } from './game-draft';
import { describeDraftOdds } from './odds';
import type { ShownOdds } from './odds-summary';

/**
 * A game card's draft, read by the server's rules, and the odds to show beside it. The draft
 * follows the server's settings while the admin has not typed anything: a refetch never throws
 * away unsaved edits.
 */
export function useGameDraft(config: GameConfig) {
  const savedDraft = useMemo(() => draftFromConfig(config), [config]);
  const [draft, setDraft] = useState<GameDraft>(savedDraft);
  const [baseline, setBaseline] = useState<GameDraft>(savedDraft);
  if (baseline !== savedDraft) {
    setBaseline(savedDraft);
    if (sameDraft(draft, baseline)) setDraft(savedDraft);
  }

  const validation = useMemo(() => validateDraft(draft, config.dailyBudgetPaise), [draft, config.dailyBudgetPaise]);
  // The server's numbers whenever the table and limits on screen are the saved ones; a live
  // computation of the same formula while they are being edited.
  const draftOdds = useMemo(() => describeDraftOdds(draft), [draft]);
  const showingSaved = sameDraft({ ...draft, enabled: savedDraft.enabled, budget: savedDraft.budget } as GameDraft, savedDraft);
  const shownOdds: ShownOdds = showingSaved
    ? { source: 'saved', expectedPaise: config.expectedPaise, maxPrizePaise: config.maxPrizePaise, outcomes: config.odds }
    : { source: 'draft', expectedPaise: draftOdds.expectedPaise, maxPrizePaise: draftOdds.maxPrizePaise, outcomes: draftOdds.outcomes };

  return {
    draft,
    setDraft,
    savedDraft,
    dirty: !sameDraft(draft, savedDraft),
    validation,
    // The table and the limits are the game's settings version (decision 030): changing either saves
    // a new version, which plays and open guess rounds do not follow; the switch and budget do not.
    versionChanged: validation.input !== null && (!sameJson(validation.input.table, config.table) || !sameJson(validation.input.limits, config.limits)),
    draftOdds,
    shownOdds,
    rowChances: showingSaved ? config.odds.map((outcome) => outcome.probability) : draftOdds.chances,
  };
}
