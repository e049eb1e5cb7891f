import { createFileRoute } from '@tanstack/react-router';
import { PromoCodePage } from '../../features/promo/components/promo-code-page';

export const Route = createFileRoute('/_signed-in/promocode')({
  // ?code=ABC fills the field (the dashboard's "today's code" links here); never submitted by itself.
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({
    code: typeof search.code === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(search.code) ? search.code.toUpperCase() : undefined,
  }),
  component: PromoCodeRoute,
});

function PromoCodeRoute() {
  const { code } = Route.useSearch();
  return <PromoCodePage initialCode={code ?? ''} />;
}
