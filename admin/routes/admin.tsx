import { createFileRoute, redirect } from '@tanstack/react-router';

/** The original site lived under /admin; on its own origin the dashboard is the root. */
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
