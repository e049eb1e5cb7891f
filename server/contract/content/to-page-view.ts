import type { PageSlug } from '../enums';
import type { Locale } from '../i18n/locales';

/** A page as stored, in both languages (the `pages` row, migration 0020; the mock SPA's fixture pages alike). */
export interface StoredPage {
  slug: string;
  title: string;
  content: string;
  titleHi: string;
  contentHi: string;
  updatedAt: Date;
}

/** What the admin edits: both languages. */
export function toAdminPageView({ slug, title, content, titleHi, contentHi, updatedAt }: StoredPage) {
  return { slug: slug as PageSlug, title, content, titleHi, contentHi, updatedAt };
}

/**
 * A page in the reader's language. A page without a Hindi title and text (an installation the seed
 * has not filled yet) is read in English rather than shown blank; `locale` says which one it is.
 */
export function toPageView(page: StoredPage, locale: Locale) {
  const inHindi = locale === 'hi' && page.titleHi.trim() !== '' && page.contentHi.trim() !== '';
  return {
    slug: page.slug as PageSlug,
    locale: inHindi ? ('hi' as const) : ('en' as const),
    title: inHindi ? page.titleHi : page.title,
    content: inHindi ? page.contentHi : page.content,
    updatedAt: page.updatedAt,
  };
}
