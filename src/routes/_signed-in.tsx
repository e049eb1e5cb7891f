import { createFileRoute, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { requireUser, useSession } from '../features/auth/api/session';

/** Pages under this layout need a user; visitors are sent to sign in and brought back afterwards. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: SignedInLayout,
});

function SignedInLayout() {
  const router = useRouter();
  const session = useSession();
  const signedOut = session.data === null;

  // The session can end while the page is open (signed out elsewhere, account blocked): once it
  // does, go to sign in with a way back here. Runs once per change, never in a render loop.
  useEffect(() => {
    if (!signedOut) return;
    const { pathname, href } = router.state.location;
    if (pathname === '/signin') return;
    void router.navigate({ to: '/signin', search: { redirect: href }, replace: true });
  }, [signedOut, router]);

  return signedOut ? null : <Outlet />;
}
