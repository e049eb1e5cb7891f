import { createFileRoute } from '@tanstack/react-router';
import { DiamondsPage } from '../../features/rewards/components/diamonds-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/diamonds')({
  beforeLoad: ({ context }) => requireCapability(context, 'store'),
  component: DiamondsPage,
});
