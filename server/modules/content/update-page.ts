import { Page } from '../../../db/entities';
import { refuse } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import type { UpdatePageInput } from './schemas';
import { toPageView } from './to-page-view';

export async function updatePage(deps: Deps, input: UpdatePageInput & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const page = await em.findOne(Page, { slug: input.slug });
    if (!page) throw refuse('content.page-not-found');
    const before = { title: page.title, content: page.content };
    page.title = input.title;
    page.content = input.content;
    page.updatedAt = deps.clock.now();
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'page.update', targetType: 'page', targetId: page.slug, before, after: { title: page.title, content: page.content } });
    await em.flush();
    return toPageView(page);
  });
}
