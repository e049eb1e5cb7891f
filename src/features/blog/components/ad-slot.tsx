import { m } from '#i18n/paraglide/messages';

export type AdSlotType = 'display' | 'article' | 'infeed' | 'responsive' | 'multiplex';

/** Space each slot keeps, so the page never jumps when an ad fills it. */
const SLOT_SIZE: Record<AdSlotType, string> = {
  display: 'min-h-[250px]',
  article: 'min-h-[280px]',
  infeed: 'h-full min-h-[250px]',
  responsive: 'min-h-[250px]',
  multiplex: 'min-h-[320px]',
};

/**
 * A labelled, size-reserved ad slot, only with an admin's ad client id. No ad script loads here: the
 * CSP allows our origin only (decision 004); the data attributes are for a network's tag.
 */
export function AdSlot({ type, clientId, className = '' }: { type: AdSlotType; clientId: string | null | undefined; className?: string }) {
  if (!clientId) return null;
  return (
    <aside aria-label={m['content.blog.advertisement']()} data-ad-slot={type} data-ad-client={clientId} className={`flex flex-col rounded-2xl border border-dashed border-white/15 bg-white/[0.03] p-3 ${SLOT_SIZE[type]} ${className}`}>
      <p className="text-[11px] font-semibold uppercase tracking-widest text-indigo-300">{m['content.blog.advertisement']()}</p>
      <div className="flex-1" />
    </aside>
  );
}
