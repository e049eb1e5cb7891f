import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '#kit/ui/button';
import { Badge } from '../../components/panel';
import { useToast } from '#kit/ui/toast/toast-context';
import { appCodeOf, messageFor, refusalParamsOf } from '#kit/lib/errors';
import { trpc } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { ScheduleGameChange } from '../changes';
import { ConfirmVersionDialog } from './confirm-version-dialog';
import { EnabledField } from './enabled-field';
import { draftFromConfig, type GameConfig, type GameDraft, type UpdateGameInput } from './game-draft';
import { gameStatus } from './game-status';
import { LimitFields } from './limit-fields';
import { OddsSummary } from './odds-summary';
import { PrizeWarnings } from './prize-warnings';
import { PrizeTableFields } from './prize-table-fields';
import { TodayStats } from './today-stats';
import { useGameDraft } from './use-game-draft';

/** One game: today's numbers, its settings and prize table, with the payout computed beside the table. */
export function GameCard({ config }: { config: GameConfig }) {
  const toasts = useToast();
  const refresh = useRefresh((utils) => [utils.games.list]);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const { draft, setDraft, savedDraft, dirty, validation, versionChanged, draftOdds, shownOdds, rowChances } = useGameDraft(config);
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<UpdateGameInput | null>(null);
  // Settings that lower the average prize per play are refused at once; they can be scheduled from the day the server names.
  const [scheduling, setScheduling] = useState<{ input: UpdateGameInput; earliestOn: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const errors = submitted ? validation.errors : {};
  const status = gameStatus(config);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = trpc.games.update.useMutation({
    onSuccess: async (saved) => {
      toasts.success(saved.settingsVersion > config.settingsVersion ? m['games.saved-with-version']({ version: saved.settingsVersion }) : m['games.saved']());
      await refresh();
      setSubmitted(false);
      setMessage(null);
      setDraft(draftFromConfig(saved));
    },
    onError: (error, input) => {
      const earliestOn = refusalParamsOf(error).earliestOn;
      if (appCodeOf(error) === 'changes.notice-required' && typeof earliestOn === 'string') setScheduling({ input, earliestOn });
      const text = messageFor(error, m['games.update-failed']());
      setMessage({ tone: 'error', text });
      toasts.error(text);
    },
    onSettled: () => setConfirming(null),
  });

  const change = (next: GameDraft) => {
    setDraft(next);
    setMessage(null);
    setScheduling(null);
  };

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
      setMessage({ tone: 'info', text: m['games.nothing-to-save']() });
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

  const shownMessage = submitted && !validation.input ? { tone: 'error' as const, text: m['games.fix-errors']() } : message;
  const name = config.name;

  return (
    <section id={`game-${config.game}`} aria-labelledby={headingId} className="scroll-mt-4 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3 sm:px-6">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {name}
          </h3>
          {status === 'off' ? <Badge tone="slate">{m['games.status.off']()}</Badge> : status === 'paused' ? <Badge tone="amber">{m['games.status.paused']()}</Badge> : <Badge tone="green">{m['games.status.on']()}</Badge>}
        </div>
        <p className="text-sm text-slate-600" data-testid="settings-version">
          <span className="font-medium text-slate-700">{m['games.card.settings-version']({ version: config.settingsVersion })}</span>
          {versionChanged ? m['games.card.next-version']({ version: config.settingsVersion + 1 }) : ''}
        </p>
      </header>

      <TodayStats config={config} />

      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={m['games.card.form-label']({ name })} className="space-y-6 px-4 py-5 sm:px-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <EnabledField name={name} checked={draft.enabled} savedEnabled={config.enabled} onToggle={() => change({ ...draft, enabled: !draft.enabled })} />
          <LimitFields draft={draft} errors={errors} onField={(field, value) => change({ ...draft, [field]: value } as GameDraft)} />
        </div>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <PrizeTableFields draft={draft} chances={rowChances} errors={errors} onChange={change} />
          <OddsSummary game={config.game} odds={shownOdds} name={name} />
        </div>
        <PrizeWarnings rules={validation.input ?? config} playsPerDay={config.recentPlaysPerDay} />

        {scheduling ? (
          <ScheduleGameChange
            settings={scheduling.input}
            earliestOn={scheduling.earliestOn}
            onDone={() => {
              setScheduling(null);
              setMessage(null);
              setDraft(savedDraft);
            }}
          />
        ) : null}
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

      {confirming ? <ConfirmVersionDialog config={config} draftOdds={draftOdds} saving={update.isPending} onCancel={() => setConfirming(null)} onConfirm={() => update.mutate(confirming)} /> : null}
    </section>
  );
}
