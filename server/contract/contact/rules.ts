/** The support promise every page states (footer, /contact): a reply within this many hours. */
export const SUPPORT_REPLY_HOURS = { from: 24, to: 48 } as const;

/**
 * A message's ticket as people read and quote it: `HR-000123`. Only a reference — nothing is ever
 * looked up by it, so knowing one number reveals nobody's message (decision 040).
 */
export function formatTicket(ticketNo: number): string {
  return `HR-${String(ticketNo).padStart(6, '0')}`;
}
