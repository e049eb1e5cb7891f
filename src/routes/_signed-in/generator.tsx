import { createFileRoute } from '@tanstack/react-router';
import { requireStore } from '../../features/rewards/api/require-store';
import { GeneratorPage } from '../../features/rewards/components/generator-page';

export const Route = createFileRoute('/_signed-in/generator')({
  beforeLoad: ({ context }) => requireStore(context),
  component: GeneratorPage,
});
