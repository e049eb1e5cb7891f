import { createFileRoute } from '@tanstack/react-router';
import { PromoCodePage } from '../../features/promo/components/promo-code-page';
import { MAX_PROMO_CODE_LENGTH, PROMO_CODE_PATTERN } from '#contract/promo/rules';

export const Route = createFileRoute('/_signed-in/promocode')({
  // ?code=ABC fills the field (the dashboard's "today's code" links here) when it has the server's code
  // shape (zod-free rules: route options ship in the main bundle); never submitted by itself.
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({
    code: typeof search.code === 'string' && search.code.length <= MAX_PROMO_CODE_LENGTH && PROMO_CODE_PATTERN.test(search.code) ? search.code.toUpperCase() : undefined,
  }),
  component: PromoCodeRoute,
});

function PromoCodeRoute() {
  const { code } = Route.useSearch();
  return <PromoCodePage initialCode={code ?? ''} />;
}
