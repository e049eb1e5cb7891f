import { Page } from '../../../db/entities';
import type { PageSlug } from '../../../db/entities/page';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { toPageView } from './to-page-view';

export async function getPage(deps: Deps, input: { slug: PageSlug }) {
  const page = await deps.em.findOne(Page, { slug: input.slug });
  if (!page) throw new AppError('NOT_FOUND', 'Page not found');
  return toPageView(page);
}
