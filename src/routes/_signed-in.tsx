import { createFileRoute, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { requireUser, useSession } from '../features/auth/api/session';

/** Pages under this layout need a user; visitors are sent to sign in and brought back afterwards. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: SignedInLayout,
});

function SignedInLayout() {
  const session = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  // The session can end while the page is open (signed out elsewhere, account blocked).
  if (session.data === null) return <Navigate to="/signin" search={{ redirect: href }} replace />;
  return <Outlet />;
}
