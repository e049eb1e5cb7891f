import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/components/home-page';
import { readReferralCode } from '../features/referrals';
import { StoreHome } from '../features/rewards/components/store-home';

// Only a shared link (`/?ref=CODE`) shows the notice: its words and checks are not home-page JavaScript for everyone else.
const InvitedNotice = lazy(() => import('../features/referrals/components/invited-notice').then((module) => ({ default: module.InvitedNotice })));

// The route composes the two features: through the rewards index the home page would also load the order history and its forms.
export const Route = createFileRoute('/')({
  // A shared link may land here (`/?ref=CODE`): the code stays in the URL and the notice carries it to sign-up.
  validateSearch: (search: Record<string, unknown>): { ref?: string } => ({ ref: readReferralCode(search) }),
  component: HomeRoute,
});

function HomeRoute() {
  const { ref } = Route.useSearch();
  return (
    <>
      {ref ? (
        <Suspense fallback={null}>
          <InvitedNotice code={ref} />
        </Suspense>
      ) : null}
      <HomePage store={<StoreHome />} />
    </>
  );
}
