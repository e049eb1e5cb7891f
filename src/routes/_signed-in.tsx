import { createFileRoute, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { prefetchSession, requireUser, useSession } from '../features/auth/api/session';

/** Pages under this layout need a user; visitors are sent to sign in and brought back afterwards. */
export const Route = createFileRoute('/_signed-in')({
  // The session is asked for here and awaited in the loader, so the page's own guard (site.info)
  // goes in the same batch: a first visit waits one round trip before the page, not two (issue 29).
  beforeLoad: ({ context }) => {
    if (!context.firstHtml) void prefetchSession(context);
  },
  // A first HTML rendered at build time is the page's frame with no one's data in it (the server
  // sends it only to a request with a session cookie); the browser guards it before taking it over.
  loader: ({ context, location }) => (context.firstHtml ? undefined : requireUser(context, location)),
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
