import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { TextField } from '#kit/ui/fields';
import { Pagination } from '#kit/ui/pagination';
import { fieldErrorsFrom, messageFor } from '#kit/lib/errors';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hash } from '#kit/ui/hash';
import { useSession } from '../../auth';
import { describeOutcome, sameOutcome, verifyInBrowser } from '../lib/browser-fairness';
import { checkClientSeed } from '../lib/client-seed';
import { VerifierForm } from './verifier-form';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
import { GAME_NAMES, type Game } from '#contract/games/schemas';

type Play = RouterOutputs['fairness']['plays']['plays'][number];

export const PLAYS_PAGE_SIZE = 10;

/** A play's game by its name (brand names, said in English in both languages). */
const gameName = (game: string) => (game in GAME_NAMES ? GAME_NAMES[game as Game] : game);

export function FairnessPage({ page }: { page: number }) {
  useDocumentTitle(m['fairness.title']());
  const session = useSession();
  const user = session.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={m['fairness.title']()} description={m['fairness.description']()} />
      <Explainer />
      {session.isPending ? (
        <LoadingState lines={2} />
      ) : user ? (
        <>
          <YourSeed />
          <YourPlays page={page} />
        </>
      ) : (
        <Notice tone="info">
          <Link to="/signin" search={{ redirect: '/fairness' }} className="font-semibold text-emerald-300 underline underline-offset-4">
            {m['fairness.sign-in']()}
          </Link>
          {m['fairness.sign-in-rest']()}
        </Notice>
      )}
      <VerifierForm />
    </div>
  );
}

function Explainer() {
  return (
    <Card aria-labelledby="scheme-title">
      <h2 id="scheme-title" className="text-lg font-bold text-white">
        {m['fairness.how-title']()}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-indigo-100 marker:text-emerald-300">
        <li>
          <strong className="text-white">{m['fairness.how-commit']()}</strong>
          {m['fairness.how-commit-text']()}
          <em>{m['fairness.how-server-seed']()}</em>
          {m['fairness.how-commit-text-end']()}
        </li>
        <li>
          <strong className="text-white">{m['fairness.how-part']()}</strong>
          {m['fairness.how-part-text']()}
          <em>{m['fairness.how-client-seed']()}</em>
          {m['fairness.how-part-text-middle']()}
          <em>{m['fairness.how-nonce']()}</em>
          {m['fairness.how-part-text-end']()}
        </li>
        <li>
          <strong className="text-white">{m['fairness.how-draw']()}</strong>
          {m['fairness.how-draw-text']()}
        </li>
        <li>
          <strong className="text-white">{m['fairness.how-reveal']()}</strong>
          {m['fairness.how-reveal-text']()}
        </li>
      </ol>
    </Card>
  );
}

function YourSeed() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const commitment = trpc.fairness.commitment.useQuery(undefined, { staleTime: 0 });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [revealed, setRevealed] = useState<RouterOutputs['fairness']['rotate'] | null>(null);

  const refreshAll = () => Promise.all([utils.fairness.invalidate(), utils.games.state.invalidate()]);

  const save = trpc.fairness.setClientSeed.useMutation({
    onSuccess: (result) => {
      utils.fairness.commitment.setData(undefined, result);
      setDraft(null);
      toast.success(m['fairness.seed-saved']());
      void refreshAll();
    },
    onError: (failure) => {
      const message = fieldErrorsFrom(failure).clientSeed ?? messageFor(failure, m['fairness.seed-save-failed']());
      setError(message);
      toast.error(translateServerText(message));
    },
  });

  const rotate = trpc.fairness.rotate.useMutation({
    onSuccess: (result) => {
      setRevealed(result);
      toast.success(m['fairness.seed-revealed']());
      void refreshAll();
    },
    onError: (failure) => toast.error(messageFor(failure, m['fairness.reveal-failed']())),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null || save.isPending) return;
    const problem = checkClientSeed(draft);
    setError(problem);
    if (problem) {
      toast.error(translateServerText(problem));
      return;
    }
    save.mutate({ clientSeed: draft.trim() });
  };

  return (
    <Card aria-labelledby="your-seed-title">
      <h2 id="your-seed-title" className="text-lg font-bold text-white">
        {m['fairness.your-seed']()}
      </h2>
      {commitment.isPending ? (
        <LoadingState lines={2} />
      ) : commitment.isError ? (
        <ErrorState message={messageFor(commitment.error, m['fairness.fetch-failed']())} onRetry={() => void commitment.refetch()} retrying={commitment.isFetching} />
      ) : (
        <div className="mt-3 space-y-4">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-indigo-300">{m['fairness.current-commitment']()}</dt>
              <dd>
                <Hash value={commitment.data.serverSeedHash} />
              </dd>
            </div>
            <div>
              <dt className="inline text-indigo-300">{m['fairness.next-nonce']()}</dt>
              <dd className="inline font-mono text-white">{commitment.data.nextNonce}</dd>
            </div>
          </dl>
          <form noValidate onSubmit={onSubmit} aria-label={m['fairness.change-seed-form']()} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label={m['fairness.client-seed']()}
              name="clientSeed"
              autoComplete="off"
              spellCheck={false}
              className="flex-1"
              value={draft ?? commitment.data.clientSeed}
              error={error}
              hint={m['fairness.client-seed-hint']()}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" variant="secondary" className="sm:mt-7" busy={save.isPending} busyLabel={m['fairness.saving']()} disabled={draft === null || draft.trim() === commitment.data.clientSeed}>
              {m['fairness.save-seed']()}
            </Button>
          </form>
          <div className="rounded-xl bg-black/20 p-4 ring-1 ring-white/10">
            <p className="text-sm text-indigo-100">{m['fairness.reveal-text']()}</p>
            <Button className="mt-3" busy={rotate.isPending} busyLabel={m['fairness.revealing']()} onClick={() => rotate.mutate()}>
              {m['fairness.reveal']()}
            </Button>
            {revealed && (
              <dl className="mt-4 space-y-2 text-sm" aria-label={m['fairness.revealed-label']()}>
                <div>
                  <dt className="text-indigo-300">{m['fairness.revealed-server-seed']()}</dt>
                  <dd>
                    <Hash value={revealed.revealedServerSeed} />
                  </dd>
                </div>
                <div>
                  <dt className="text-indigo-300">{m['fairness.its-commitment']()}</dt>
                  <dd>
                    <Hash value={revealed.revealedServerSeedHash} />
                  </dd>
                </div>
                <div>
                  <dt className="text-indigo-300">{m['fairness.new-commitment']()}</dt>
                  <dd>
                    <Hash value={revealed.serverSeedHash} />
                  </dd>
                </div>
              </dl>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}

function YourPlays({ page }: { page: number }) {
  const plays = trpc.fairness.plays.useQuery({ page, pageSize: PLAYS_PAGE_SIZE }, { staleTime: 0, placeholderData: keepPreviousData });
  return (
    <Card aria-labelledby="plays-title">
      <h2 id="plays-title" className="text-lg font-bold text-white">
        {m['fairness.your-plays']()}
      </h2>
      {plays.isPending ? (
        <LoadingState lines={3} />
      ) : plays.isError ? (
        <ErrorState message={messageFor(plays.error, m['fairness.fetch-failed']())} onRetry={() => void plays.refetch()} retrying={plays.isFetching} />
      ) : plays.data.plays.length === 0 ? (
        <p className="mt-3 text-sm text-indigo-200">{m['fairness.no-plays']()}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-white/10">
            {plays.data.plays.map((play) => (
              <PlayRow key={play.id} play={play} />
            ))}
          </ul>
          <Pagination page={page} total={plays.data.total} pageSize={PLAYS_PAGE_SIZE} label={m['fairness.plays-pages']()} />
        </>
      )}
    </Card>
  );
}

function labelsOf(play: Play): string[] | undefined {
  const segments = 'segments' in play.table ? play.table.segments : undefined;
  return segments?.map((segment) => segment.label);
}

function weightsOf(play: Play): number[] | undefined {
  const segments = 'segments' in play.table ? play.table.segments : undefined;
  return segments?.map((segment) => segment.weight);
}

/**
 * The settings version a play was drawn under, in words: its limits, then its prizes and weights
 * (decision 030) — what the play was promised, whatever the game's settings are today.
 */
function settingsLines(play: Play): string[] {
  const { table, limits } = play;
  const lines: string[] = [];
  if ('spinsPerDay' in limits) lines.push(m['fairness.settings-spin']({ spins: formatCount(limits.spinsPerDay), max: formatCount(limits.maxSpinsPerDay) }));
  if ('prizePaise' in table && 'attempts' in limits) lines.push(m['fairness.settings-guess']({ attempts: formatCount(limits.attempts), prize: formatRupees(table.prizePaise), hours: formatCount(limits.lockHours) }));
  else if ('prizePaise' in table && 'lockHours' in limits) lines.push(m['fairness.settings-flip']({ prize: formatRupees(table.prizePaise), hours: formatCount(limits.lockHours) }));
  if ('segments' in table) lines.push(table.segments.map((segment) => m['fairness.settings-segment']({ label: segment.label, prize: formatRupees(segment.prizePaise), weight: formatCount(segment.weight) })).join(' · '));
  return lines;
}

type Check = { status: 'checking' } | { status: 'done'; outcomeMatches: boolean; hashMatches: boolean; computed: string; seedHash: string } | { status: 'failed'; message: string };

function PlayRow({ play }: { play: Play }) {
  const [check, setCheck] = useState<Check | null>(null);
  const game = play.game as 'spin' | 'scratch' | 'flip' | 'guess';
  const labels = labelsOf(play);

  const verify = async () => {
    if (!play.revealedServerSeed || play.outcome === null) return;
    setCheck({ status: 'checking' });
    try {
      const { outcome, seedHash } = await verifyInBrowser({ serverSeedHex: play.revealedServerSeed, clientSeed: play.proof.clientSeed, nonce: play.proof.nonce, game, weights: weightsOf(play) });
      setCheck({ status: 'done', outcomeMatches: sameOutcome(outcome, play.outcome), hashMatches: seedHash === play.proof.serverSeedHash, computed: describeOutcome(outcome, labels), seedHash });
    } catch (error) {
      setCheck({ status: 'failed', message: error instanceof Error ? error.message : m['fairness.check-failed']() });
    }
  };

  return (
    <li className="py-4" aria-label={m['fairness.play-label']({ game: gameName(play.game), nonce: play.proof.nonce })}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-white">
          {gameName(play.game)} <span className="font-normal text-indigo-300">· {formatDateTime(play.createdAt)}</span>
        </p>
        <p className={`text-sm font-semibold tabular-nums ${play.prizePaise ? 'text-emerald-300' : 'text-indigo-300'}`}>
          {play.prizePaise === null ? m['fairness.in-progress']() : play.prizePaise > 0 ? `+${formatRupees(play.prizePaise)}` : m['fairness.no-prize']()}
        </p>
      </div>
      <p className="mt-1 text-sm text-indigo-100">
        {m['fairness.outcome']()}
        {play.outcome === null ? m['fairness.outcome-secret']() : describeOutcome(play.outcome, labels)}
      </p>
      <dl className="mt-2 grid gap-1 text-xs text-indigo-200 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt>{m['fairness.commitment']()}</dt>
        <dd className="break-all font-mono text-indigo-50">{play.proof.serverSeedHash}</dd>
        <dt>{m['fairness.proof-parts']()}</dt>
        <dd className="break-all font-mono text-indigo-50">
          {play.proof.clientSeed} · {play.proof.nonce} · v{play.proof.settingsVersion}
        </dd>
        <dt>{m['fairness.settings']({ version: play.proof.settingsVersion })}</dt>
        <dd className="text-indigo-50">
          {settingsLines(play).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </dd>
        {play.revealedServerSeed && (
          <>
            <dt>{m['fairness.revealed-seed']()}</dt>
            <dd className="break-all font-mono text-indigo-50">{play.revealedServerSeed}</dd>
          </>
        )}
      </dl>
      {play.revealedServerSeed && play.outcome !== null ? (
        <div className="mt-2">
          <Button variant="secondary" busy={check?.status === 'checking'} busyLabel={m['fairness.checking']()} onClick={() => void verify()}>
            {m['fairness.verify']()}
          </Button>
          {check?.status === 'done' && (
            <div role="status" className="mt-2 space-y-1 text-sm">
              <p className={check.outcomeMatches ? 'text-emerald-300' : 'text-rose-300'}>
                {check.outcomeMatches ? m['fairness.match']({ outcome: check.computed }) : m['fairness.mismatch']({ outcome: check.computed })}
              </p>
              <p className={check.hashMatches ? 'text-emerald-300' : 'text-rose-300'}>
                {check.hashMatches ? m['fairness.hash-ok-before']() : m['fairness.hash-bad-before']()}
                <span className="break-all font-mono">{check.seedHash}</span>
                {check.hashMatches ? m['fairness.hash-ok-after']() : m['fairness.hash-bad-after']()}
              </p>
            </div>
          )}
          {check?.status === 'failed' && (
            <p role="alert" className="mt-2 text-sm text-rose-300">
              {check.message}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-xs text-indigo-300">{m['fairness.reveal-to-verify']()}</p>
      )}
    </li>
  );
}
