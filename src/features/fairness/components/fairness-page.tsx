import { Link } from '@tanstack/react-router';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { LoadingState } from '#kit/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { m } from '#i18n/paraglide/messages';
import { VerifierForm } from './verifier-form';
import { YourPlays } from './your-plays';
import { YourSeed } from './your-seed';

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
