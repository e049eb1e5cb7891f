import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { safeRedirectPath } from '#kit/lib/safe-redirect';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirectPath(search['redirect'], '/login') }),
  beforeLoad: async ({ context, search }) => {
    // Already signed in: go where the admin was heading. A failed session check just shows the form.
    const admin = await context.trpcUtils.adminAuth.session.ensureData(undefined, { meta: { silentErrors: true } }).catch(() => null);
    if (admin) throw redirect({ to: search.redirect ?? '/', replace: true });
  },
  component: LoginScreen,
});
