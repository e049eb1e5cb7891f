import { createFileRoute } from '@tanstack/react-router';
import { AccountActions } from '../../features/auth/components/account-actions';
import { LanguageSetting } from '../../features/site';

/** The account page composes the sign-out actions (auth) with the language setting (site). */
function AccountPage() {
  return <AccountActions languageSetting={<LanguageSetting />} />;
}

export const Route = createFileRoute('/_signed-in/account')({ component: AccountPage });
