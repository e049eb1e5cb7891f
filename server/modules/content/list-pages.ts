import { Page } from '../../../db/entities';
import type { Deps } from '../deps';
import { toAdminPageView } from '#contract/content/to-page-view';

export async function listPages(deps: Deps) {
  const pages = await deps.em.find(Page, {}, { orderBy: { slug: 'asc' } });
  return pages.map(toAdminPageView);
}
