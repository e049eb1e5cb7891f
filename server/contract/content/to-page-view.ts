import type { Page } from '../../../db/entities';
import type { PageSlug } from '#contract/enums';
import type { Locale } from '#contract/i18n/locales';

/** What the admin edits: both languages. */
export function toAdminPageView({ slug, title, content, titleHi, contentHi, updatedAt }: Page) {
  return { slug: slug as PageSlug, title, content, titleHi, contentHi, updatedAt };
}

/**
 * A page in the reader's language. A page without a Hindi title and text (an installation the seed
 * has not filled yet) is read in English rather than shown blank; `locale` says which one it is.
 */
export function toPageView(page: Pick<Page, 'slug' | 'title' | 'content' | 'titleHi' | 'contentHi' | 'updatedAt'>, locale: Locale) {
  const inHindi = locale === 'hi' && page.titleHi.trim() !== '' && page.contentHi.trim() !== '';
  return {
    slug: page.slug as PageSlug,
    locale: inHindi ? ('hi' as const) : ('en' as const),
    title: inHindi ? page.titleHi : page.title,
    content: inHindi ? page.contentHi : page.content,
    updatedAt: page.updatedAt,
  };
}
