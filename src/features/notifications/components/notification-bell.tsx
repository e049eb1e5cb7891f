import { Link } from '@tanstack/react-router';
import { INBOX_PAGE_SIZE } from '#contract/notifications/rules';
import { formatCount } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useSession } from '../../auth';
import { trpc } from '../../../lib/trpc';

/** How long the header trusts its count before asking again (a visit to the inbox updates it at once). */
const UNREAD_STALE_MS = 60_000;

/** The header's bell for a signed-in person: a link to the inbox, with the unread count (up to "20+"). */
export function NotificationBell() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const unread = trpc.notifications.unreadCount.useQuery(undefined, { enabled: signedIn, staleTime: UNREAD_STALE_MS });
  if (!signedIn) return null;
  const count = unread.data?.unread ?? 0;
  const shown = count > INBOX_PAGE_SIZE ? `${formatCount(INBOX_PAGE_SIZE)}+` : formatCount(count);
  return (
    <Link
      to="/notifications"
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-indigo-100 hover:bg-white/10 hover:text-white"
      aria-label={count > 0 ? m['notifications.bell']({ count: shown }) : m['notifications.bell-none']()}
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
        <path d="M6 10a6 6 0 0 1 12 0c0 4 1.5 6 2 7H4c.5-1 2-3 2-7Zm4 9a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {count > 0 ? (
        <span aria-hidden="true" className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-amber-400 px-1 text-center text-xs font-bold leading-5 text-indigo-950">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
