import type { ReactNode } from 'react';
import { buttonClasses } from '#kit/ui/button';
import type { RouterOutputs } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { shortDate } from '../month-label';

export type CatalogueItem = RouterOutputs['catalogue']['list']['groups'][number]['items'][number];

/** What a card asks the page to do: show a dialog, or confirm before opening a closed app's link. */
export type CardAction = { kind: 'locked'; item: CatalogueItem } | { kind: 'closed'; item: CatalogueItem; link: string } | { kind: 'copy'; item: CatalogueItem; code: string };

const STATUS_PILL: Record<CatalogueItem['status'], { label: () => string; className: string }> = {
  live: { label: () => m['content.catalogue.status-live'](), className: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/40' },
  pending: { label: () => m['content.catalogue.status-pending'](), className: 'bg-amber-400/15 text-amber-200 ring-amber-400/40' },
  closed: { label: () => m['content.catalogue.status-closed'](), className: 'bg-rose-500/15 text-rose-200 ring-rose-400/40' },
};

const CARD_TONE: Record<CatalogueItem['status'], string> = {
  live: 'ring-white/10 hover:-translate-y-0.5 hover:ring-emerald-400/40 motion-reduce:hover:translate-y-0',
  pending: 'ring-amber-400/30',
  closed: 'ring-rose-400/30',
};

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Badge({ children, className }: { children: ReactNode; className: string }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${className}`}>{children}</span>;
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" focusable="false">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** One download button: a plain link for live/pending apps, a dialog for locked or closed ones. */
function DownloadButton({ item, link, label, onAction }: { item: CatalogueItem; link: string | null; label: string; onAction: (action: CardAction) => void }) {
  const className = buttonClasses('primary', 'w-full');
  if (item.isLocked || !link) {
    return (
      <button type="button" className={buttonClasses('secondary', 'w-full')} onClick={() => onAction({ kind: 'locked', item })} aria-label={m['content.catalogue.link-locked']({ label, title: item.title })}>
        <LockIcon /> {label}
      </button>
    );
  }
  if (item.status === 'closed') {
    return (
      <button type="button" className={buttonClasses('danger', 'w-full')} onClick={() => onAction({ kind: 'closed', item, link })} aria-label={m['content.catalogue.link-closed']({ label, title: item.title })}>
        {label}
      </button>
    );
  }
  return (
    <a href={link} {...EXTERNAL} className={className} aria-label={m['content.catalogue.link-new-tab']({ label, title: item.title })}>
      {label}
    </a>
  );
}

export function AppCard({ item, onAction }: { item: CatalogueItem; onAction: (action: CardAction) => void }) {
  const pill = STATUS_PILL[item.status];
  const pillLabel = pill.label();
  return (
    <article className={`flex h-full flex-col rounded-2xl bg-white/5 p-5 ring-1 transition motion-reduce:transition-none ${CARD_TONE[item.status]}`} aria-labelledby={`app-${item.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-indigo-400/15 text-indigo-100 ring-indigo-300/30">
          <time dateTime={item.date}>{shortDate(item.date)}</time>
        </Badge>
        {item.isLocked ? (
          <Badge className="bg-slate-400/15 text-slate-100 ring-slate-300/30">
            <LockIcon /> {m['content.catalogue.locked']()}
          </Badge>
        ) : item.isDualApp ? (
          <Badge className="bg-sky-400/15 text-sky-100 ring-sky-300/30">{m['content.catalogue.dual-apps']()}</Badge>
        ) : null}
        <span className="ml-auto">
          <Badge className={pill.className}>
            {item.status === 'closed' ? <span aria-hidden="true" className="size-1.5 rounded-full bg-rose-400 motion-safe:animate-pulse" /> : null}
            {pillLabel}
          </Badge>
        </span>
      </div>
      {/* Each text says its language: English where the app has no Hindi version of it (decision 037). */}
      <h3 id={`app-${item.id}`} className="mt-3 text-lg font-semibold text-white">
        <span lang={item.lang.title}>{item.title}</span>
        <span className="sr-only">, {pillLabel}</span>
      </h3>
      {item.isLocked && item.lockReason ? (
        <p lang={item.lang.lockReason} className="mt-1 text-sm text-indigo-200">
          {item.lockReason}
        </p>
      ) : null}
      {item.referCode ? (
        <p className="mt-1 text-sm text-indigo-200">
          {m['content.catalogue.refer-code']()} <span className="font-mono font-semibold tracking-wide text-white">{item.referCode}</span>
        </p>
      ) : null}
      <div className="mt-auto grid gap-2 pt-4">
        {item.isDualApp ? (
          <div className="grid gap-2">
            <DownloadButton item={item} link={item.downloadLink} label={m['content.catalogue.download-first']()} onAction={onAction} />
            <DownloadButton item={item} link={item.downloadLink2} label={m['content.catalogue.download-second']()} onAction={onAction} />
          </div>
        ) : (
          <DownloadButton item={item} link={item.downloadLink} label={item.isWebsite ? m['content.catalogue.website-link']() : m['content.catalogue.download-app']()} onAction={onAction} />
        )}
        {/* Side by side when both labels fit on one line each, otherwise one per row. */}
        <div className="flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:basis-36 [&>*]:whitespace-nowrap">
          <a href={item.videoLink} {...EXTERNAL} className={buttonClasses('secondary')} aria-label={m['content.catalogue.link-new-tab']({ label: m['content.catalogue.watch-video'](), title: item.title })}>
            {m['content.catalogue.watch-video']()}
          </a>
          {item.referCode ? (
            <button type="button" className={buttonClasses('secondary')} onClick={() => onAction({ kind: 'copy', item, code: item.referCode! })} aria-label={m['content.catalogue.copy-refer-code-for']({ title: item.title })}>
              {m['content.catalogue.copy-refer-code']()}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
