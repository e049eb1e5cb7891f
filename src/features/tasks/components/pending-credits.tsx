import type { PendingOfferwallCredit } from '#contract/offerwalls/schemas';
import { formatDate, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { OFFERWALL_NAME } from '../lib/offerwall-names';
import { Section } from '../../../components/ui/feedback';
import { ReviewLink } from '../../../components/ui/review-link';

/** Offerwall credits still held (issue 18), one line each as the server orders them, on /task and /wallet. */
export function PendingCredits({ credits }: { credits: readonly PendingOfferwallCredit[] }) {
  if (credits.length === 0) return null;
  return (
    <Section titleId="pending-credits-title" title={m['tasks.pending-title']()} titleClassName="font-semibold text-white" className="mt-4 rounded-xl border border-amber-300/30 bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
      <ul className="mt-2 space-y-1">
        {credits.map((credit, index) => (
          <li key={`${credit.provider}-${credit.clearsAt.toISOString()}-${index}`}>
            {m['tasks.pending-line']({ amount: formatRupees(credit.amountPaise), date: formatDate(credit.clearsAt) })}
            <span className="text-indigo-200"> · {OFFERWALL_NAME[credit.provider]()}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-indigo-200">{m['tasks.pending-note']()}</p>
      <ReviewLink className="mt-2 inline-block" />
    </Section>
  );
}
