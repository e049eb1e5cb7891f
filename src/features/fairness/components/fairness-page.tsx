import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button } from '../../../kit/ui/button';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '../../../kit/ui/states';
import { TextField } from '../../../kit/ui/fields';
import { Pagination } from '../../../kit/ui/pagination';
import { fieldErrorsFrom, messageFor } from '../../../kit/lib/errors';
import { formatDateTime, formatRupees } from '../../../kit/lib/format';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hash } from '../../../kit/ui/hash';
import { useSession } from '../../auth';
import { describeOutcome, sameOutcome, verifyInBrowser } from '../lib/browser-fairness';
import { checkClientSeed } from '../lib/client-seed';
import { VerifierForm } from './verifier-form';

type Play = RouterOutputs['fairness']['plays']['plays'][number];

export const PLAYS_PAGE_SIZE = 10;

export const GAME_LABELS: Record<string, string> = {
  spin: 'Spin & Win',
  scratch: 'Daily Scratch Card',
  flip: 'Flip & Win',
  guess: 'Guess the Number',
};

export function FairnessPage({ page }: { page: number }) {
  useDocumentTitle('Provably fair');
  const session = useSession();
  const user = session.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title="Provably fair" description="How every game outcome is fixed before you play, and how to check it yourself — in your browser, with nothing to trust." />
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
            Sign in
          </Link>{' '}
          to see your seed, change your client seed and check your own plays. Anyone can use the verifier below.
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
        How it works
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-indigo-100 marker:text-emerald-300">
        <li>
          <strong className="text-white">We commit first.</strong> Your account has a secret <em>server seed</em> (32 random bytes). Before you play we show its SHA-256 hash — a
          fingerprint that fixes the seed without giving it away.
        </li>
        <li>
          <strong className="text-white">You add your part.</strong> Your <em>client seed</em> is mixed in; change it any time. Each play uses the next <em>nonce</em> (0, 1, 2 …).
        </li>
        <li>
          <strong className="text-white">The draw.</strong> HMAC-SHA256(server seed, “client seed:nonce:round”) gives the random numbers. Draws use rejection sampling, so every
          outcome has exactly the chance the prize table shows.
        </li>
        <li>
          <strong className="text-white">We reveal.</strong> When you reveal your seed (or a Guess the Number round ends) you get the seed itself. Check its hash matches, then
          recompute any play below.
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
      toast.success('Client seed saved. Your next plays use it.');
      void refreshAll();
    },
    onError: (failure) => {
      const message = fieldErrorsFrom(failure).clientSeed ?? messageFor(failure, 'Failed to save the client seed');
      setError(message);
      toast.error(message);
    },
  });

  const rotate = trpc.fairness.rotate.useMutation({
    onSuccess: (result) => {
      setRevealed(result);
      toast.success('Seed revealed. A new seed is committed for your next plays.');
      void refreshAll();
    },
    onError: (failure) => toast.error(messageFor(failure, 'Failed to reveal the seed')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null || save.isPending) return;
    const problem = checkClientSeed(draft);
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    save.mutate({ clientSeed: draft.trim() });
  };

  return (
    <Card aria-labelledby="your-seed-title">
      <h2 id="your-seed-title" className="text-lg font-bold text-white">
        Your seed
      </h2>
      {commitment.isPending ? (
        <LoadingState lines={2} />
      ) : commitment.isError ? (
        <ErrorState message={messageFor(commitment.error, 'Failed to fetch data')} onRetry={() => void commitment.refetch()} retrying={commitment.isFetching} />
      ) : (
        <div className="mt-3 space-y-4">
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-indigo-300">Current commitment (SHA-256 of your server seed)</dt>
              <dd>
                <Hash value={commitment.data.serverSeedHash} />
              </dd>
            </div>
            <div>
              <dt className="inline text-indigo-300">Next nonce: </dt>
              <dd className="inline font-mono text-white">{commitment.data.nextNonce}</dd>
            </div>
          </dl>
          <form noValidate onSubmit={onSubmit} aria-label="Change client seed" className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Client seed"
              name="clientSeed"
              autoComplete="off"
              spellCheck={false}
              className="flex-1"
              value={draft ?? commitment.data.clientSeed}
              error={error}
              hint="Letters, digits, - and _; up to 64. It applies to your next plays."
              onChange={(event) => {
                setDraft(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" variant="secondary" className="sm:mt-7" busy={save.isPending} busyLabel="Saving…" disabled={draft === null || draft.trim() === commitment.data.clientSeed}>
              Save client seed
            </Button>
          </form>
          <div className="rounded-xl bg-black/20 p-4 ring-1 ring-white/10">
            <p className="text-sm text-indigo-100">Reveal your server seed to check the plays made with it. A new seed (with a new hash) is used from your next play.</p>
            <Button className="mt-3" busy={rotate.isPending} busyLabel="Revealing…" onClick={() => rotate.mutate()}>
              Reveal my seed
            </Button>
            {revealed && (
              <dl className="mt-4 space-y-2 text-sm" aria-label="Revealed seed">
                <div>
                  <dt className="text-indigo-300">Revealed server seed</dt>
                  <dd>
                    <Hash value={revealed.revealedServerSeed} />
                  </dd>
                </div>
                <div>
                  <dt className="text-indigo-300">Its commitment (the hash shown before those plays)</dt>
                  <dd>
                    <Hash value={revealed.revealedServerSeedHash} />
                  </dd>
                </div>
                <div>
                  <dt className="text-indigo-300">New commitment</dt>
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
        Your plays
      </h2>
      {plays.isPending ? (
        <LoadingState lines={3} />
      ) : plays.isError ? (
        <ErrorState message={messageFor(plays.error, 'Failed to fetch data')} onRetry={() => void plays.refetch()} retrying={plays.isFetching} />
      ) : plays.data.plays.length === 0 ? (
        <p className="mt-3 text-sm text-indigo-200">No plays yet. Each game you play is listed here with its proof.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-white/10">
            {plays.data.plays.map((play) => (
              <PlayRow key={play.id} play={play} />
            ))}
          </ul>
          <Pagination page={page} total={plays.data.total} pageSize={PLAYS_PAGE_SIZE} label="Plays pages" />
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
      setCheck({ status: 'failed', message: error instanceof Error ? error.message : 'The check could not run' });
    }
  };

  return (
    <li className="py-4" aria-label={`${GAME_LABELS[play.game] ?? play.game}, nonce ${play.proof.nonce}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-white">
          {GAME_LABELS[play.game] ?? play.game} <span className="font-normal text-indigo-300">· {formatDateTime(play.createdAt)}</span>
        </p>
        <p className={`text-sm font-semibold tabular-nums ${play.prizePaise ? 'text-emerald-300' : 'text-indigo-300'}`}>
          {play.prizePaise === null ? 'In progress' : play.prizePaise > 0 ? `+${formatRupees(play.prizePaise)}` : 'No prize'}
        </p>
      </div>
      <p className="mt-1 text-sm text-indigo-100">
        Outcome: {play.outcome === null ? 'kept secret until this round or card is finished' : describeOutcome(play.outcome, labels)}
      </p>
      <dl className="mt-2 grid gap-1 text-xs text-indigo-200 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt>Commitment</dt>
        <dd className="break-all font-mono text-indigo-50">{play.proof.serverSeedHash}</dd>
        <dt>Client seed · nonce · table</dt>
        <dd className="break-all font-mono text-indigo-50">
          {play.proof.clientSeed} · {play.proof.nonce} · v{play.proof.tableVersion}
        </dd>
        {play.revealedServerSeed && (
          <>
            <dt>Revealed seed</dt>
            <dd className="break-all font-mono text-indigo-50">{play.revealedServerSeed}</dd>
          </>
        )}
      </dl>
      {play.revealedServerSeed && play.outcome !== null ? (
        <div className="mt-2">
          <Button variant="secondary" busy={check?.status === 'checking'} busyLabel="Checking…" onClick={() => void verify()}>
            Verify
          </Button>
          {check?.status === 'done' && (
            <div role="status" className="mt-2 space-y-1 text-sm">
              <p className={check.outcomeMatches ? 'text-emerald-300' : 'text-rose-300'}>
                {check.outcomeMatches ? '✓ match' : '✗ mismatch'} — recomputed outcome: {check.computed}
              </p>
              <p className={check.hashMatches ? 'text-emerald-300' : 'text-rose-300'}>
                {check.hashMatches ? '✓' : '✗'} SHA-256 of the seed <span className="break-all font-mono">{check.seedHash}</span> {check.hashMatches ? 'equals' : 'differs from'} the
                commitment
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
        <p className="mt-2 text-xs text-indigo-300">Reveal your seed above to verify this play.</p>
      )}
    </li>
  );
}
