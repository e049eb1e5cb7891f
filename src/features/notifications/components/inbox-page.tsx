import { Link } from '@tanstack/react-router';
import type { Notification } from '#contract/notifications/schemas';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { currentLocale } from '#i18n/locale';
import { renderNotification } from '#i18n/notification-wording';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PushSettings } from '../../push';
import { NotificationPreferences } from './notification-preferences';

/** /notifications (issue 30): every outcome the person was told of, newest first, and how they want to be told. */
export function InboxPage() {
  useDocumentTitle(m['notifications.inbox.title']());
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader title={m['notifications.inbox.title']()} description={m['notifications.inbox.lead']()} />
      <Inbox />
      <NotificationPreferences />
      {/* Last, so the control arriving with its own chunk moves nothing above it. */}
      <PushSettings />
    </div>
  );
}

function Inbox() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const inbox = trpc.notifications.inbox.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor });
  const onRead = {
    onSuccess: (answer: { unread: number }) => {
      utils.notifications.unreadCount.setData(undefined, answer);
      void utils.notifications.inbox.invalidate();
    },
    onError: (error: unknown) => toast.error(messageFor(error, m['notifications.inbox.error']())),
  };
  const markRead = trpc.notifications.markRead.useMutation(onRead);
  const markAllRead = trpc.notifications.markAllRead.useMutation(onRead);

  if (inbox.isPending) return <LoadingState label={m['notifications.inbox.loading']()} />;
  if (inbox.data === undefined) return <ErrorState message={messageFor(inbox.error, m['notifications.inbox.error']())} onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} />;
  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={m['notifications.inbox.empty']()} />;
  const anyUnread = items.some((item) => !item.read);
  return (
    <div className="space-y-3">
      {anyUnread ? (
        <div className="flex justify-end">
          <Button variant="secondary" busy={markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            {m['notifications.inbox.mark-all-read']()}
          </Button>
        </div>
      ) : null}
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <NotificationCard notification={item} onMarkRead={() => markRead.mutate({ id: item.id })} marking={markRead.isPending && markRead.variables?.id === item.id} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="ghost" busy={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            {m['notifications.inbox.older']()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationCard({ notification, onMarkRead, marking }: { notification: Notification; onMarkRead: () => void; marking: boolean }) {
  const { title, body, url } = renderNotification(notification, currentLocale());
  return (
    <Card as="article" className={notification.read ? '' : 'ring-amber-300/50'}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 className="min-w-0 break-words text-base font-semibold text-white">
          {notification.read ? null : <span className="mr-2 inline-block rounded-full bg-amber-400 px-2 text-xs font-bold text-indigo-950">{m['notifications.inbox.unread']()}</span>}
          {title}
        </h2>
        <time dateTime={notification.createdAt.toISOString()} className="text-sm text-indigo-200">
          {formatDateTime(notification.createdAt)}
        </time>
      </div>
      <p className="mt-2 break-words text-sm text-indigo-100">{body}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={url} onClick={notification.read ? undefined : onMarkRead} className="inline-flex min-h-11 items-center rounded-xl bg-emerald-500 px-4 text-sm font-semibold text-indigo-950 hover:bg-emerald-400">
          {m['notifications.inbox.open']()}
        </Link>
        {notification.read ? null : (
          <Button variant="ghost" busy={marking} onClick={onMarkRead}>
            {m['notifications.inbox.mark-read']()}
          </Button>
        )}
      </div>
    </Card>
  );
}
