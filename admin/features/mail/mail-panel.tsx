import { getRouteApi, Link } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { Button } from '#kit/ui/button';
import { Badge, PanelHeader, type Tone } from '../../components/panel';
import { formatDateTime } from '#kit/lib/format';
import { Pagination } from '#kit/ui/pagination';
import { EmptyState, ListStates } from '#kit/ui/states';
import { KEEP_PAGE, PAGE_SIZE } from '../../components/paged-list';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

type OutboxMail = AdminOutputs['outbox']['list']['mails'][number];

const STATUS_TONES = { sent: 'green', stored: 'slate', pending: 'amber', failed: 'red' } as const satisfies Record<OutboxMail['status'], Tone>;

const routeApi = getRouteApi('/_dashboard/mail');

export function MailPanel() {
  const { page = 1, mail: selectedId } = routeApi.useSearch();
  const outbox = trpc.outbox.list.useQuery({ page, pageSize: PAGE_SIZE }, KEEP_PAGE);
  const selected = outbox.data?.mails.find((mail) => mail.id === selectedId) ?? null;

  return (
    <section aria-labelledby="mail-heading">
      <PanelHeader id="mail-heading" documentTitle={m['mail.document-title']()} title={m['mail.title']()} description={m['mail.description']()} />
      <ListStates
        query={outbox}
        errorMessage={m['mail.load-failed']()}
        isEmpty={(data) => data.mails.length === 0}
        empty={<EmptyState title={m['mail.empty.title']()}>{m['mail.empty.text']()}</EmptyState>}
      >
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div>
              <ul aria-label={m['mail.list-label']()} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
                {data.mails.map((mail) => (
                  <li key={mail.id} className="border-b border-slate-200 last:border-b-0">
                    <Link
                      to="/mail"
                      search={(previous) => ({ ...previous, mail: mail.id })}
                      aria-current={mail.id === selectedId ? 'true' : undefined}
                      className={`block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${mail.id === selectedId ? 'bg-indigo-50 hover:bg-indigo-50' : ''}`}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-sm font-medium text-slate-900">{mail.subject}</span>
                        <Badge tone={STATUS_TONES[mail.status]}>{mail.status}</Badge>
                      </span>
                      <span className="mt-0.5 flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
                        <span className="break-all">{m['mail.list.to']({ address: mail.to })}</span>
                        <time dateTime={mail.createdAt.toISOString()}>{formatDateTime(mail.createdAt)}</time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination label={m['mail.pages-label']()} page={page} total={data.total} pageSize={PAGE_SIZE} />
              </div>
            </div>
            <div>{selected ? <MailDetail key={selected.id} mail={selected} /> : <EmptyState title={m['mail.none-selected.title']()}>{m['mail.none-selected.text']()}</EmptyState>}</div>
          </div>
        )}
      </ListStates>
    </section>
  );
}

function MailDetail({ mail }: { mail: OutboxMail }) {
  const [showHtml, setShowHtml] = useState(false);
  return (
    <article aria-labelledby="mail-detail-subject" className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <header className="border-b border-slate-200 px-4 py-3">
        <h3 id="mail-detail-subject" className="text-base font-semibold text-slate-900">
          {mail.subject}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{m['mail.detail.to']()}</dt>
          <dd className="break-all text-slate-900">{mail.to}</dd>
          <dt className="text-slate-600">{m['mail.detail.date']()}</dt>
          <dd className="text-slate-900">{formatDateTime(mail.createdAt)}</dd>
          <dt className="text-slate-600">{m['mail.detail.status']()}</dt>
          <dd>
            <Badge tone={STATUS_TONES[mail.status]}>{mail.status}</Badge>
          </dd>
        </dl>
      </header>
      <div className="p-4">
        <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{m['mail.detail.text-version']()}</h4>
        <pre data-testid="mail-text" className="overflow-x-auto rounded-md bg-slate-50 p-3 font-mono text-sm whitespace-pre-wrap break-words text-slate-800 select-text">
          <LinkifiedText text={mail.text} />
        </pre>
        <div className="mt-4">
          <Button size="sm" onClick={() => setShowHtml((value) => !value)} aria-expanded={showHtml}>
            {showHtml ? m['mail.detail.hide-html']() : m['mail.detail.show-html']()}
          </Button>
          {showHtml ? (
            // sandbox="" gives the mail's HTML no scripts, no forms, no same-origin access to this admin page.
            <iframe title={m['mail.detail.html-title']({ subject: mail.subject })} sandbox="" srcDoc={mail.html} className="mt-3 h-80 w-full rounded-md border border-slate-200 bg-white" />
          ) : null}
        </div>
      </div>
    </article>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its http(s) URLs as links; nothing from the mail is parsed as HTML. */
function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer" className="break-all text-indigo-700 underline underline-offset-2 select-all">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
