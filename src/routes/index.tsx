import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { InvitedNotice, readReferralCode } from '../features/referrals';
import { StoreHome } from '../features/rewards/components/store-home';

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
      <InvitedNotice code={ref} />
      <HomePage store={<StoreHome />} />
    </>
  );
}
