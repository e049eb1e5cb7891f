import { Page } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import type { UpdatePageInput } from '#contract/content/schemas';
import { toAdminPageView } from '#contract/content/to-page-view';

/** The columns that hold each language's text; the audit entry names them, so it says which language changed. */
const TEXT_COLUMNS = { en: { title: 'title', content: 'content' }, hi: { title: 'titleHi', content: 'contentHi' } } as const;

export async function updatePage(deps: Deps, input: UpdatePageInput & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const page = await em.findOne(Page, { slug: input.slug });
    if (!page) throw refuse('content.page-not-found');
    const columns = TEXT_COLUMNS[input.locale];
    const before = { [columns.title]: page[columns.title], [columns.content]: page[columns.content] };
    page[columns.title] = input.title;
    page[columns.content] = input.content;
    page.updatedAt = deps.clock.now();
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'page.update', targetType: 'page', targetId: page.slug, before, after: { [columns.title]: input.title, [columns.content]: input.content } });
    await em.flush();
    return toAdminPageView(page);
  });
}
