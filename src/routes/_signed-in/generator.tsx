import { createFileRoute } from '@tanstack/react-router';
import { GeneratorPage } from '../../features/rewards/components/generator-page';
import { requireCapability } from '../../features/site';

export const Route = createFileRoute('/_signed-in/generator')({
  beforeLoad: ({ context }) => requireCapability(context, 'store'),
  component: GeneratorPage,
});
