import { createFileRoute } from '@tanstack/react-router';
import { requireStore } from '../../features/rewards/api/require-store';
import { DiamondsPage } from '../../features/rewards/components/diamonds-page';

export const Route = createFileRoute('/_signed-in/diamonds')({
  beforeLoad: ({ context }) => requireStore(context),
  component: DiamondsPage,
});
