import { Page } from '../../../db/entities';
import type { PageSlug } from '#contract/enums';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { getOfferedCapabilities } from '../capabilities';
import type { Locale } from '#contract/i18n/locales';
import { showCapabilityBlocks } from '#contract/content/capability-blocks';
import { toPageView } from '#contract/content/to-page-view';

/** A page as readers see it, in their language: text about a capability that is off is left out. */
export async function getPage(deps: Deps, input: { slug: PageSlug; locale: Locale }) {
  const page = await deps.em.findOne(Page, { slug: input.slug });
  if (!page) throw refuse('content.page-not-found');
  const view = toPageView(page, input.locale);
  return { ...view, content: showCapabilityBlocks(view.content, await getOfferedCapabilities(deps)) };
}
