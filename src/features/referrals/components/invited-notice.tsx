import { Link } from '@tanstack/react-router';
import { useSession } from '../../auth';
import { useCapability } from '../../site';
import { m } from '#i18n/paraglide/messages';

/** On `/?ref=CODE`, a visitor is offered sign-up with the code (while referrals are on). */
export function InvitedNotice({ code }: { code: string | undefined }) {
  const referrals = useCapability('referrals');
  const session = useSession();
  if (!code || !referrals || session.data !== null) return null;
  return (
    <aside aria-labelledby="invited-notice-title" className="mx-auto mb-6 max-w-5xl rounded-2xl bg-emerald-500/10 p-4 ring-1 ring-emerald-400/30">
      <h2 id="invited-notice-title" className="font-semibold text-white">
        {m['referrals.invited-title']()}
      </h2>
      <Link to="/signup" search={{ ref: code }} className="mt-1 inline-block font-semibold text-emerald-300 underline underline-offset-4">
        {m['referrals.invited-link']({ code })}
      </Link>
    </aside>
  );
}
