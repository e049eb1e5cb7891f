import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { buttonClasses } from '../../../kit/ui/button';
import { PageHeader } from '../../../components/ui/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCapability } from '../../site';

/** Signed-in entry points: the promo code always; the VIP code only while VIP membership is on. */
export function SpecialRewardsPage() {
  useDocumentTitle('Special rewards');
  const vip = useCapability('vip');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Special rewards" description="Extra ways to add to your wallet." />
      <ul className="grid gap-4 sm:grid-cols-2">
        <EntryPoint id="special-promo-title" title="Promo code" text="Got a code from us (the daily code on your dashboard, an e-mail or a post)? Redeem it to add its amount to your wallet. Each code works once per account.">
          <Link to="/promocode" className={buttonClasses('primary', 'mt-4')}>
            Redeem a promo code
          </Link>
        </EntryPoint>
        {vip && (
          <EntryPoint id="special-vip-title" title="VIP code" text="VIP members get a members-only code every day at 9:00 PM (IST), redeemable once into the wallet.">
            <AppLink href="/vip-giveaway" className={buttonClasses('primary', 'mt-4')}>
              Today's VIP code
            </AppLink>
          </EntryPoint>
        )}
      </ul>
    </div>
  );
}

function EntryPoint({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <li>
      <section aria-labelledby={id} className="flex h-full flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
        <h2 id={id} className="text-lg font-semibold text-white">
          {title}
        </h2>
        <p className="mt-1 flex-1 text-sm text-indigo-200">{text}</p>
        {children}
      </section>
    </li>
  );
}
