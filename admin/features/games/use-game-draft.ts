import { useMemo, useState } from 'react';
import { draftFromConfig, sameDraft, sameJson, validateDraft, type GameConfig, type GameDraft } from './game-draft';
import { describeDraftOdds } from './odds';
import type { ShownOdds } from './odds-summary';

/** A game card's draft and odds; it follows the server's settings until the admin types, so a refetch keeps edits. */
export function useGameDraft(config: GameConfig) {
  const savedDraft = useMemo(() => draftFromConfig(config), [config]);
  const [draft, setDraft] = useState<GameDraft>(savedDraft);
  const [baseline, setBaseline] = useState<GameDraft>(savedDraft);
  if (baseline !== savedDraft) {
    setBaseline(savedDraft);
    if (sameDraft(draft, baseline)) setDraft(savedDraft);
  }

  const validation = useMemo(() => validateDraft(draft, config.dailyBudgetPaise), [draft, config.dailyBudgetPaise]);
  // The server's numbers while the saved table is on screen; the same formula, live, while it is edited.
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
    // The table and limits are the settings version (decision 030); the switch and budget are not.
    versionChanged: validation.input !== null && (!sameJson(validation.input.table, config.table) || !sameJson(validation.input.limits, config.limits)),
    draftOdds,
    shownOdds,
    rowChances: showingSaved ? config.odds.map((outcome) => outcome.probability) : draftOdds.chances,
  };
}
