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
 * A labelled, size-reserved ad slot. It renders only when an admin configured an ad client id;
 * with none, nothing is shown at all. No third-party ad script is loaded here: the Content
 * Security Policy allows scripts from our own origin only, and enabling a real ad network is a
 * deliberate CSP change (decision 004). The slot carries its type and client id as data
 * attributes so that network's tag can fill it.
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
