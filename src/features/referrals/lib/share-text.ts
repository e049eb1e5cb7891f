import type { ReferralTerms } from '#contract/referrals/schemas';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { termWords } from './referral-terms';

/** /invite's statement of the rule. */
export function referralRuleText(terms: ReferralTerms): string {
  return m['referrals.how'](termWords(terms));
}

/** The invitation, exact about who gets what: "we each get" only when both amounts are equal. */
export function shareText(terms: ReferralTerms): string {
  const { reward, qualify, within } = termWords(terms);
  if (terms.welcomePaise <= 0) return m['referrals.share-text-referrer']({ reward, qualify, within });
  if (terms.welcomePaise === terms.rewardPaise) return m['referrals.share-text-each']({ reward, qualify, within });
  return m['referrals.share-text-both']({ reward, welcome: formatRupees(terms.welcomePaise), qualify, within });
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
