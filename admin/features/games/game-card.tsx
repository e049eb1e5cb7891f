import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextField } from '#kit/ui/fields';
import { Badge } from '../../components/panel';
import { Switch } from '../../components/switch';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatIsoDate, formatRupees } from '#kit/lib/format';
import { trpc } from '../../lib/trpc';
import { draftFromConfig, SCRATCH_MAX_PRIZES, sameDraft, sameJson, SPIN_SEGMENTS, validateDraft, type GameConfig, type GameDraft, type SegmentDraft, type UpdateGameInput } from './game-draft';
import { formatAveragePaise } from './game-format';
import { m } from '../../i18n/paraglide/messages';
import { GAME_MESSAGES } from './game-messages';
import { describeDraftOdds } from './odds';
import { OddsSummary, type ShownOdds } from './odds-summary';
import { DailyLoginEditor, SegmentsEditor } from './prize-table-editor';

/** The server's rule (server/modules/games/game-day.ts): a play needs room for its top prize on top of what is paid and promised today. */
export function isBudgetPaused(config: GameConfig): boolean {
  if (config.game === 'daily-login') return false;
  return config.today.paidPaise + config.today.reservedPaise + config.maxPrizePaise > config.dailyBudgetPaise;
}

/** One game: today's numbers, its settings and prize table, with the payout computed beside the table. */
export function GameCard({ config }: { config: GameConfig }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // The draft follows the server's settings while the admin has not typed anything; a refetch
  // never throws away unsaved edits.
  const savedDraft = useMemo(() => draftFromConfig(config), [config]);
  const [draft, setDraft] = useState<GameDraft>(savedDraft);
  const [baseline, setBaseline] = useState<GameDraft>(savedDraft);
  if (baseline !== savedDraft) {
    setBaseline(savedDraft);
    if (sameDraft(draft, baseline)) setDraft(savedDraft);
  }

  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<UpdateGameInput | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const validation = useMemo(() => validateDraft(draft, config.dailyBudgetPaise), [draft, config.dailyBudgetPaise]);
  const errors = submitted ? validation.errors : {};
  const dirty = !sameDraft(draft, savedDraft);
  // The table and the limits are the game's settings version (decision 030): changing either saves
  // a new version, which plays and open guess rounds do not follow; the switch and budget do not.
  const versionChanged = validation.input !== null && (!sameJson(validation.input.table, config.table) || !sameJson(validation.input.limits, config.limits));
  const nextVersion = config.settingsVersion + 1;

  // The server's numbers whenever the table and limits on screen are the saved ones; a live
  // computation of the same formula while they are being edited.
  const draftOdds = useMemo(() => describeDraftOdds(draft), [draft]);
  const showingSaved = sameDraft({ ...draft, enabled: savedDraft.enabled, budget: savedDraft.budget } as GameDraft, savedDraft);
  const shown: ShownOdds = showingSaved
    ? { source: 'saved', expectedPaise: config.expectedPaise, maxPrizePaise: config.maxPrizePaise, outcomes: config.odds }
    : { source: 'draft', expectedPaise: draftOdds.expectedPaise, maxPrizePaise: draftOdds.maxPrizePaise, outcomes: draftOdds.outcomes };
  const rowChances = showingSaved ? config.odds.map((outcome) => outcome.probability) : draftOdds.chances;

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = trpc.games.update.useMutation({
    onSuccess: async (saved) => {
      toasts.success(saved.settingsVersion > config.settingsVersion ? GAME_MESSAGES.savedWithVersion(saved.settingsVersion) : GAME_MESSAGES.saved);
      await Promise.all([utils.games.list.invalidate(), utils.audit.list.invalidate()]);
      setSubmitted(false);
      setMessage(null);
      setDraft(draftFromConfig(saved));
    },
    onError: (error) => {
      const text = messageFor(error, GAME_MESSAGES.updateFailed);
      setMessage({ tone: 'error', text });
      toasts.error(text);
    },
    onSettled: () => setConfirming(null),
  });

  const change = (next: GameDraft) => {
    setDraft(next);
    setMessage(null);
  };
  const setField = <K extends string>(field: K, value: string) => change({ ...draft, [field]: value } as GameDraft);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setSubmitted(true);
    const { input } = validation;
    if (!input) {
      setMessage(null);
      setFocusRequest((count) => count + 1);
      return;
    }
    if (!dirty) {
      setMessage({ tone: 'info', text: GAME_MESSAGES.nothingToSave });
      return;
    }
    setMessage(null);
    if (versionChanged) setConfirming(input);
    else update.mutate(input);
  };

  const discard = () => {
    setDraft(savedDraft);
    setSubmitted(false);
    setMessage(null);
    saveRef.current?.focus();
  };

  const shownMessage = submitted && !validation.input ? { tone: 'error' as const, text: GAME_MESSAGES.fixErrors } : message;
  const name = config.name;

  return (
    <section id={`game-${config.game}`} aria-labelledby={headingId} className="scroll-mt-4 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3 sm:px-6">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {name}
          </h3>
          <StatusBadge config={config} />
        </div>
        <p className="text-sm text-slate-600" data-testid="settings-version">
          <span className="font-medium text-slate-700">{m['games.card.settings-version']({ version: config.settingsVersion })}</span>
          {versionChanged ? m['games.card.next-version']({ version: nextVersion }) : ''}
        </p>
      </header>

      <TodayStats config={config} />

      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={m['games.card.form-label']({ name })} className="space-y-6 px-4 py-5 sm:px-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <EnabledField name={name} checked={draft.enabled} savedEnabled={config.enabled} onToggle={() => change({ ...draft, enabled: !draft.enabled })} />
          {draft.game !== 'daily-login' ? (
            <TextField
              label={m['games.card.budget']()}
              name="budget"
              inputMode="decimal"
              autoComplete="off"
              maxLength={14}
              value={draft.budget}
              error={errors['budget']}
              hint={m['games.card.budget-hint']()}
              onChange={(event) => setField('budget', event.target.value)}
            />
          ) : null}
          {draft.game === 'spin' ? (
            <>
              <TextField label={m['games.card.spins-per-day']()} name="spinsPerDay" inputMode="numeric" autoComplete="off" maxLength={3} value={draft.spinsPerDay} error={errors['spinsPerDay']} onChange={(event) => setField('spinsPerDay', event.target.value)} />
              <TextField
                label={m['games.card.max-spins']()}
                name="maxSpinsPerDay"
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={draft.maxSpinsPerDay}
                error={errors['maxSpinsPerDay']}
                hint={m['games.card.max-spins-hint']()}
                onChange={(event) => setField('maxSpinsPerDay', event.target.value)}
              />
            </>
          ) : null}
          {draft.game === 'guess' ? (
            <>
              <TextField label={m['games.card.attempts']()} name="attempts" inputMode="numeric" autoComplete="off" maxLength={3} value={draft.attempts} error={errors['attempts']} onChange={(event) => setField('attempts', event.target.value)} />
              <TextField label={m['games.card.lock-after-round']()} name="lockHours" inputMode="numeric" autoComplete="off" maxLength={4} value={draft.lockHours} error={errors['lockHours']} onChange={(event) => setField('lockHours', event.target.value)} />
            </>
          ) : null}
          {draft.game === 'flip' ? (
            <TextField label={m['games.card.lock-between-flips']()} name="lockHours" inputMode="numeric" autoComplete="off" maxLength={4} value={draft.lockHours} error={errors['lockHours']} onChange={(event) => setField('lockHours', event.target.value)} />
          ) : null}
        </div>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="min-w-0">
            <h4 className="mb-2 text-sm font-semibold text-slate-900">{draft.game === 'daily-login' ? m['games.card.day-amounts']() : m['games.card.table']()}</h4>
            {draft.game === 'spin' || draft.game === 'scratch' ? (
              <SegmentsEditor
                noun={draft.game === 'spin' ? m['games.card.segment']() : m['games.card.outcome']()}
                segments={draft.segments}
                chances={rowChances}
                errors={errors}
                minRows={1}
                maxRows={draft.game === 'spin' ? SPIN_SEGMENTS + 4 : SCRATCH_MAX_PRIZES}
                countHint={
                  draft.game === 'spin'
                    ? m['games.card.spin-count-hint']({ count: draft.segments.length, total: SPIN_SEGMENTS })
                    : m['games.card.scratch-count-hint']({ count: draft.segments.length, max: SCRATCH_MAX_PRIZES })
                }
                onChange={(segments: SegmentDraft[]) => change({ ...draft, segments })}
              />
            ) : null}
            {draft.game === 'guess' || draft.game === 'flip' ? (
              <TextField
                className="max-w-xs"
                label={draft.game === 'guess' ? m['games.card.guess-prize']() : m['games.card.flip-prize']()}
                name="prize"
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                value={draft.prize}
                error={errors['prize']}
                hint={draft.game === 'guess' ? m['games.card.guess-hint']() : m['games.card.flip-hint']()}
                onChange={(event) => setField('prize', event.target.value)}
              />
            ) : null}
            {draft.game === 'daily-login' ? <DailyLoginEditor days={draft.days} errors={errors} onChange={(days) => change({ ...draft, days })} /> : null}
          </div>
          <OddsSummary game={config.game} odds={shown} name={name} />
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
          <p aria-live="polite" className={`text-sm sm:mr-auto ${shownMessage?.tone === 'error' ? 'text-red-600' : 'text-slate-600'}`} data-testid="game-form-message">
            {shownMessage ? shownMessage.text : dirty ? m['games.card.unsaved']() : ''}
          </p>
          {dirty ? (
            <Button onClick={discard} disabled={update.isPending}>
              {m['common.discard-changes']()}
            </Button>
          ) : null}
          <Button ref={saveRef} type="submit" variant="primary" busy={update.isPending}>
            {update.isPending && !confirming ? m['common.saving']() : m['common.save-changes']()} <span className="sr-only">{m['games.card.save-to']({ name })}</span>
          </Button>
        </div>
      </form>

      {confirming ? (
        <Dialog
          title={m['games.card.confirm-title']({ version: nextVersion })}
          description={m['games.card.confirm-description']({ version: nextVersion })}
          onClose={() => setConfirming(null)}
          preventClose={update.isPending}
          initialFocusRef={confirmRef}
        >
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{config.game === 'daily-login' ? m['games.odds.average-per-day']() : m['games.odds.expected-per-play']()}</dt>
              <dd className="tabular-nums text-slate-900">
                {formatAveragePaise(config.expectedPaise)} → {draftOdds.expectedPaise === null ? '—' : formatAveragePaise(draftOdds.expectedPaise)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{config.game === 'daily-login' ? m['games.odds.largest-day']() : m['games.odds.top-prize']()}</dt>
              <dd className="tabular-nums text-slate-900">
                {formatRupees(config.maxPrizePaise)} → {draftOdds.maxPrizePaise === null ? '—' : formatRupees(draftOdds.maxPrizePaise)}
              </dd>
            </div>
          </dl>
          <DialogActions>
            <Button onClick={() => setConfirming(null)} disabled={update.isPending}>
              {m['common.cancel']()}
            </Button>
            <Button ref={confirmRef} variant="primary" busy={update.isPending} onClick={() => update.mutate(confirming)}>
              {update.isPending ? m['common.saving']() : m['games.card.save-version']({ version: nextVersion })}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </section>
  );
}

function StatusBadge({ config }: { config: GameConfig }) {
  if (!config.enabled) return <Badge tone="slate">{m['games.status.off']()}</Badge>;
  if (isBudgetPaused(config)) return <Badge tone="amber">{m['games.status.paused']()}</Badge>;
  return <Badge tone="green">{m['games.status.on']()}</Badge>;
}

function EnabledField({ name, checked, savedEnabled, onToggle }: { name: string; checked: boolean; savedEnabled: boolean; onToggle: () => void }) {
  const labelId = useId();
  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-slate-700">
        {m['games.enabled.label']()}
      </span>
      <div className="flex items-center gap-3 py-1.5">
        <Switch checked={checked} aria-label={m['games.enabled.switch-label']({ name })} onClick={onToggle} />
        <span className="text-sm text-slate-700" aria-hidden="true">
          {checked ? m['games.status.on']() : m['games.status.off']()}
        </span>
      </div>
      {checked !== savedEnabled ? <p className="mt-1 text-xs text-amber-700">{checked ? m['games.enabled.will-open']({ name }) : m['games.enabled.will-close']({ name })}</p> : null}
    </div>
  );
}

/** Today's plays, wins and payout (IST day), the budget bar and why a game is paused. */
function TodayStats({ config }: { config: GameConfig }) {
  const barLabelId = useId();
  const { today } = config;
  const isCalendar = config.game === 'daily-login';
  const committed = today.paidPaise + today.reservedPaise;
  const budget = config.dailyBudgetPaise;
  const percent = budget > 0 ? Math.min(100, Math.round((committed / budget) * 100)) : committed > 0 ? 100 : 0;
  const paused = config.enabled && isBudgetPaused(config);
  return (
    <div className="border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
      <h4 className="text-xs font-medium uppercase tracking-wide text-slate-600">
        {m['games.today.heading']()} <time dateTime={today.day}>{formatIsoDate(today.day)}</time> {m['games.today.ist']()}
      </h4>
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <Stat label={isCalendar ? m['games.today.claims']() : m['games.today.plays']()} value={formatCount(today.plays)} />
        {isCalendar ? null : <Stat label={m['games.today.wins']()} value={formatCount(today.wins)} />}
        <Stat label={m['games.today.paid']()} value={formatRupees(today.paidPaise)} />
        {today.reservedPaise > 0 ? <Stat label={m['games.today.reserved']()} value={formatRupees(today.reservedPaise)} hint={m['games.today.reserved-hint']()} /> : null}
        {isCalendar ? null : <Stat label={m['games.today.budget']()} value={formatRupees(budget)} />}
      </dl>
      {isCalendar ? (
        <p className="mt-2 text-xs text-slate-600">{m['games.today.no-budget']()}</p>
      ) : (
        <div className="mt-3">
          <div className="flex justify-between gap-3 text-xs text-slate-600">
            <span id={barLabelId}>{m['games.today.bar-label']({ name: config.name })}</span>
            <span className="tabular-nums">{m['games.today.of']({ committed: formatRupees(committed), budget: formatRupees(budget) })}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={barLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={m['games.today.bar-value']({ committed: formatRupees(committed), budget: formatRupees(budget), percent })}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className={`h-full rounded-full ${paused ? 'bg-amber-500' : 'bg-emerald-500'}`} style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {paused ? (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="budget-paused">
          <strong className="font-semibold">{m['games.today.paused']()}</strong>{' '}
          {today.reservedPaise > 0
            ? m['games.today.paused-detail-reserved']({ paid: formatRupees(today.paidPaise), reserved: formatRupees(today.reservedPaise), top: formatRupees(config.maxPrizePaise), budget: formatRupees(budget) })
            : m['games.today.paused-detail']({ paid: formatRupees(today.paidPaise), top: formatRupees(config.maxPrizePaise), budget: formatRupees(budget) })}
        </p>
      ) : null}
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div title={hint}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
