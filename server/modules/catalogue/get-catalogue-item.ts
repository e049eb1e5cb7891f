import { CatalogueItem } from '../../../db/entities';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { CATALOGUE_MESSAGES } from './schemas';
import { toAdminCatalogueView } from './to-catalogue-view';

export async function getCatalogueItem(deps: Deps, input: { id: string }) {
  const item = await deps.em.findOne(CatalogueItem, { id: input.id });
  if (!item) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.notFound);
  return toAdminCatalogueView(item);
}
