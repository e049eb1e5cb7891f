import { createFileRoute, redirect } from '@tanstack/react-router';

/** The original's address for the daily card: it moved to /scratch-card (no phone is promised). */
export const Route = createFileRoute('/free-iphone-17')({
  beforeLoad: () => {
    throw redirect({ to: '/scratch-card', replace: true });
  },
});
