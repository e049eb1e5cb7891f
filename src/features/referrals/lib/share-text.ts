import type { MyReferrals } from '#contract/referrals/schemas';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';

type Terms = Pick<MyReferrals, 'rewardPaise' | 'welcomePaise' | 'qualifyPaise'>;

/** The invitation, exact about who gets what: "we each get" only when both amounts are equal. */
export function shareText({ rewardPaise, welcomePaise, qualifyPaise }: Terms): string {
  const reward = formatRupees(rewardPaise);
  const qualify = formatRupees(qualifyPaise);
  if (welcomePaise <= 0) return m['referrals.share-text-referrer']({ reward, qualify });
  if (welcomePaise === rewardPaise) return m['referrals.share-text-each']({ reward, qualify });
  return m['referrals.share-text-both']({ reward, welcome: formatRupees(welcomePaise), qualify });
}

/** A chat-app share link for devices without the share sheet: WhatsApp's, with the text and the link. */
export function whatsAppShareUrl(text: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "in 3 days" until `clearsAt`, counted in whole days rounded up; "due now" once it has passed. */
export function countdownText(clearsAt: Date, now: number): string {
  const days = Math.ceil((clearsAt.getTime() - now) / DAY_MS);
  return days > 0 ? m['referrals.in-days']({ days }) : m['referrals.due-now']();
}
