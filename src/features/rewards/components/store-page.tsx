import type { ReactNode } from 'react';
import { ButtonLink, PageHeader } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UnverifiedEmailBanner, useSession } from '../../auth';

/** A signed-in buyer whose e-mail is not verified yet: the store holds every Buy button back. */
export function useUnverifiedBuyer(): boolean {
  const user = useSession().data;
  return user ? !user.emailVerified : false;
}

/** A store page (/redeem, /generator, /diamonds): its title, the verify notice for an unverified buyer, the page, and the way to the orders. */
export function StorePage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={title} description={description} />
      <UnverifiedEmailBanner title={m['store.verify-title']()} reason={m['store.verify-reason']()} />
      {children}
      <ButtonLink to="/redeem-history">{m['account.redeem-history']()}</ButtonLink>
    </div>
  );
}
