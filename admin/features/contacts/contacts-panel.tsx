import { getRouteApi } from '@tanstack/react-router';
import { Button } from '#kit/ui/button';
import { Badge, PanelHeader } from '../../components/panel';
import { QueueOrderToggle } from '../../components/queue-order-toggle';
import { UrlFilterGroup } from '../../components/url-filter-group';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PAGE_SIZE, PagedList } from '../../components/paged-list';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useRefresh } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { useRef, useState } from 'react';
import { ContactReplyDialog } from './contact-reply-dialog';

export const CONTACT_FILTERS = ['all', 'unread', 'read'] as const;
const FILTER_LABELS: Record<(typeof CONTACT_FILTERS)[number], string> = { all: m['contacts.filter.all'](), unread: m['contacts.filter.unread'](), read: m['contacts.filter.read']() };
type ContactMessage = AdminOutputs['contacts']['list']['contacts'][number];

const routeApi = getRouteApi('/_dashboard/contacts');

export function ContactsPanel() {
  const { filter = 'all', order = 'oldest', page = 1 } = routeApi.useSearch();
  const contacts = trpc.contacts.list.useQuery({ filter, order, page, pageSize: PAGE_SIZE }, KEEP_PAGE);

  return (
    <section aria-labelledby="contacts-heading">
      <PanelHeader
        id="contacts-heading"
        documentTitle={m['contacts.document-title']()}
        title={m['contacts.title']()}
        description={contacts.data ? m['contacts.unread-count']({ count: contacts.data.unreadCount }) : m['contacts.description']()}
      >
        <UrlFilterGroup label={m['contacts.filter.label']()} options={CONTACT_FILTERS} labels={FILTER_LABELS} value={filter} fallback="all" param="filter" />
        <QueueOrderToggle value={order} />
      </PanelHeader>
      <PagedList
        query={contacts}
        rows={(data) => data.contacts}
        page={page}
        words={{ pages: m['contacts.pages-label'](), failed: m['contacts.load-failed']() }}
        empty={<EmptyState title={m['contacts.empty.title']()}>{filter === 'all' ? m['contacts.empty.all']() : m['contacts.empty.filtered']({ filter })}</EmptyState>}
      >
        {(rows) => (
          <ul aria-label={m['contacts.list-label']()} className="space-y-3">
            {rows.map((contact) => (
              <ContactItem key={contact.id} contact={contact} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

function ContactItem({ contact }: { contact: ContactMessage }) {
  const toasts = useToast();
  const refresh = useRefresh((utils) => [utils.contacts.list]);
  const setRead = trpc.contacts.setRead.useMutation({
    onSuccess: () => refresh(),
    onError: (error) => toasts.error(messageFor(error, m['contacts.update-failed']())),
  });
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const headingId = `contact-${contact.id}`;
  const markLabel = contact.isRead ? m['contacts.item.mark-unread']() : m['contacts.item.mark-read']();
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-lg border bg-white p-4 shadow-xs ${contact.isRead ? 'border-slate-200' : 'border-indigo-200 ring-1 ring-indigo-100'}`}
    >
      <article>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {contact.name}
              <span className="font-mono text-xs font-normal text-slate-600">{contact.ticket}</span>
              {contact.isRead ? null : <Badge tone="indigo">{m['contacts.item.unread']()}</Badge>}
            </h3>
            <p className="text-sm">
              <a href={`mailto:${contact.email}`} className="break-all text-indigo-700 underline-offset-2 hover:underline">
                {contact.email}
              </a>
            </p>
            <p className="text-xs text-slate-600">
              <time dateTime={contact.createdAt.toISOString()}>{formatDateTime(contact.createdAt)}</time>
              {contact.repliedAt ? <> · {m['contacts.item.replied']({ date: formatDateTime(contact.repliedAt) })}</> : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button ref={replyButton} size="sm" onClick={() => setReplying(true)} aria-label={m['contacts.item.action-label']({ action: m['contacts.item.reply'](), name: contact.name })}>
              {m['contacts.item.reply']()}
            </Button>
            <Button size="sm" onClick={() => setRead.mutate({ id: contact.id, isRead: !contact.isRead })} disabled={setRead.isPending} aria-label={m['contacts.item.action-label']({ action: markLabel, name: contact.name })}>
              {markLabel}
            </Button>
          </div>
        </div>
        <p className="mt-3 text-sm whitespace-pre-wrap break-words text-slate-700">{contact.message}</p>
      </article>
      {replying ? <ContactReplyDialog contact={contact} onClose={() => setReplying(false)} fallbackFocus={() => replyButton.current} /> : null}
    </li>
  );
}
