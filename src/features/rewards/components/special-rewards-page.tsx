import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Members-only entry points. The VIP card joins this page when VIP membership exists. */
export function SpecialRewardsPage() {
  useDocumentTitle('Special rewards');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Special rewards" description="Extra ways to add to your wallet, for members." />
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <section aria-labelledby="special-promo-title" className="flex h-full flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <h2 id="special-promo-title" className="text-lg font-semibold text-white">
              Promo code
            </h2>
            <p className="mt-1 flex-1 text-sm text-indigo-200">
              Got a code from us (the daily code on your dashboard, an e-mail or a post)? Redeem it to add its amount to your wallet. Each code works once per account.
            </p>
            <Link to="/promocode" className={buttonClasses('primary', 'mt-4')}>
              Redeem a promo code
            </Link>
          </section>
        </li>
      </ul>
    </div>
  );
}
