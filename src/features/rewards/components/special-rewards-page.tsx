import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '#kit/ui/button';
import { PageHeader } from '../../../components/ui/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { useVipEntry } from '../../vip';

/** Signed-in entry points: the promo code always; VIP (today's code, or how to join) only while VIP membership is on. */
export function SpecialRewardsPage() {
  useDocumentTitle(m['home.special-rewards.title']());
  const vip = useVipEntry();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={m['home.special-rewards.title']()} description={m['home.special-rewards.description']()} />
      <ul className="grid gap-4 sm:grid-cols-2">
        <EntryPoint id="special-promo-title" title={m['home.special-rewards.promo-title']()} text={m['home.special-rewards.promo-text']()}>
          <Link to="/promocode" className={buttonClasses('primary', 'mt-4')}>
            {m['home.special-rewards.promo-button']()}
          </Link>
        </EntryPoint>
        {vip && (
          <EntryPoint id="special-vip-title" title={m['home.special-rewards.vip-title']()} text={m['home.special-rewards.vip-text']()}>
            <Link to={vip.to} className={buttonClasses('primary', 'mt-4')}>
              {vip.label}
            </Link>
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
