// The public SPA's compiled catalogue; every call names the request's locale (the runtime's own detection is a browser's).
import * as m from '#i18n/paraglide/messages/_index.js';
import type { Deps } from '../deps';
import type { Locale } from '#contract/i18n/locales';
import { findPublishedPost } from '../blog';
import { isPublicRoute } from '#contract/site/public-routes';
import { DAILY_LOGIN_DAYS } from '#contract/games/names';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  url: string;
  type: 'website' | 'article';
  /** Absolute URL of the share image, when the page has one. */
  image?: string;
  publishedAt?: Date;
  /** The SPA shows its own "not found" page; the server answers 404 so crawlers do not index it. */
  notFound?: boolean;
}

export const SITE_NAME = 'Honest Rewards';

const BLOG_POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** Like the SPA's document titles: a page's own title, then the site's name; the home page is the site's name alone. */
function pageTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

type Words = { title: string | null; description: string };

/** Messages named statically, so the type check checks the catalogue's keys. */
const FIXED_PAGES: Record<string, (options: { locale: Locale }) => Words> = {
  '/': (o) => ({ title: null, description: m['meta.home.description']({}, o) }),
  '/spin-and-win': (o) => ({ title: m['meta.spin-and-win.title']({}, o), description: m['meta.spin-and-win.description']({}, o) }),
  '/flip-coin': (o) => ({ title: m['meta.flip-coin.title']({}, o), description: m['meta.flip-coin.description']({}, o) }),
  '/scratch-card': (o) => ({ title: m['meta.scratch-card.title']({}, o), description: m['meta.scratch-card.description']({}, o) }),
  '/guess-number': (o) => ({ title: m['meta.guess-number.title']({}, o), description: m['meta.guess-number.description']({}, o) }),
  '/daily-login': (o) => ({ title: m['meta.daily-login.title']({}, o), description: m['meta.daily-login.description']({ days: DAILY_LOGIN_DAYS }, o) }),
  '/free-rewards': (o) => ({ title: m['meta.free-rewards.title']({}, o), description: m['meta.free-rewards.description']({}, o) }),
  '/fairness': (o) => ({ title: m['meta.fairness.title']({}, o), description: m['meta.fairness.description']({}, o) }),
  '/transparency': (o) => ({ title: m['meta.transparency.title']({}, o), description: m['meta.transparency.description']({}, o) }),
  '/youtube-app': (o) => ({ title: m['meta.catalogue.title']({}, o), description: m['meta.catalogue.description']({}, o) }),
  '/blog': (o) => ({ title: m['meta.blog.title']({}, o), description: m['meta.blog.description']({}, o) }),
};

/** Whether a page's tags come from stored content (a blog post); every other page's depend only on its path and language. */
export function pageDependsOnContent(pathname: string): boolean {
  return BLOG_POST_PATH.test(pathname);
}

/**
 * Tags for the pages search engines should find without JavaScript, in the request's language (a post's
 * title and excerpt in Hindi where it has them, decision 037); null elsewhere, keeping the HTML's defaults.
 */
export async function describePage(deps: Deps, pathname: string, locale: Locale): Promise<PageMeta | null> {
  const base = deps.config.publicUrl;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const fixed = Object.hasOwn(FIXED_PAGES, path) ? FIXED_PAGES[path] : undefined;
  if (fixed) {
    const words = fixed({ locale });
    return { title: pageTitle(words.title), description: words.description, url: `${base}${path}`, type: 'website' };
  }
  if (!isPublicRoute(path)) return pageNotFound(base, path, locale);
  const match = BLOG_POST_PATH.exec(path);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1] ?? '');
  } catch {
    return blogPostNotFound(base, match[1] ?? '', locale);
  }
  if (id.length > 200) return blogPostNotFound(base, '', locale);
  const post = await findPublishedPost(deps, { id, locale });
  if (!post) return blogPostNotFound(base, id, locale);
  return {
    title: pageTitle(post.title),
    description: post.excerpt,
    url: `${base}/blog/${encodeURIComponent(post.id)}`,
    type: 'article',
    image: post.heroImageUrl ? `${base}${post.heroImageUrl}` : undefined,
    publishedAt: post.publishedAt,
  };
}

function blogPostNotFound(base: string, id: string, locale: Locale): PageMeta {
  return {
    title: pageTitle(m['meta.blog-post-not-found.title']({}, { locale })),
    description: m['meta.blog-post-not-found.description']({}, { locale }),
    url: `${base}/blog/${encodeURIComponent(id)}`,
    type: 'website',
    notFound: true,
  };
}

/** An address no route of the SPA serves: its not-found page, answered 404 and kept out of search engines. */
function pageNotFound(base: string, path: string, locale: Locale): PageMeta {
  const title = m['layout.not-found.title']({}, { locale });
  return { title: pageTitle(title), description: m['layout.not-found.text']({}, { locale }), url: `${base}${path}`, type: 'website', notFound: true };
}
