import { CatalogueItem } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { toAdminCatalogueView } from './to-catalogue-view';

export async function getCatalogueItem(deps: Deps, input: { id: string }) {
  const item = await deps.em.findOne(CatalogueItem, { id: input.id });
  if (!item) throw refuse('catalogue.not-found');
  return toAdminCatalogueView(item);
}
