import { Link } from '@tanstack/react-router';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { LoadingState } from '#kit/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { m } from '#i18n/paraglide/messages';
import { PlayToCheck } from './play-to-check';
import { VerifierForm } from './verifier-form';
import { usePlayToCheck, verifierValuesOf } from '../lib/use-play-to-check';
import { YourPlays } from './your-plays';
import { YourSeed } from './your-seed';

/** `playId`: "Check this play" — that play on top and the checker filled in with its data. */
export function FairnessPage({ page, playId }: { page: number; playId?: string }) {
  useDocumentTitle(m['fairness.title']());
  const session = useSession();
  const user = session.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={m['fairness.title']()} description={m['fairness.description']()} />
      <PlainWords />
      {user && playId ? <PlayToCheck playId={playId} /> : null}
      {!user || !playId ? <Explainer /> : null}
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
      {user && playId ? <PrefilledVerifier playId={playId} /> : <VerifierForm />}
      {user && playId ? <Explainer /> : null}
    </div>
  );
}

/** What provably fair means for the reader and how to check a play, in two plain sentences before the details. */
function PlainWords() {
  return (
    <div className="space-y-2 rounded-2xl bg-emerald-400/10 p-5 text-base text-white ring-1 ring-emerald-400/30" data-testid="fairness-plain">
      <p>{m['fairness.plain.what']()}</p>
      <p>{m['fairness.plain.check']()}</p>
    </div>
  );
}

/** The checker with the play's data filled in, again once its seed is revealed (a new key, new defaults). */
function PrefilledVerifier({ playId }: { playId: string }) {
  const play = usePlayToCheck(playId);
  if (!play.data) return <VerifierForm />;
  return <VerifierForm key={`${play.data.id}:${play.data.revealedServerSeed ?? ''}`} prefill={verifierValuesOf(play.data)} />;
}

/** The scheme in four steps: commit, the person's part, the draw, the reveal. */
function Explainer() {
  return (
    <Card titleId="scheme-title" title={m['fairness.how-title']()} titleClassName="text-lg font-bold text-white">
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
