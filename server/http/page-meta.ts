import { HTML_LANG, OG_LOCALE, type Locale } from '#contract/i18n/locales';
import type { PageMeta } from '../modules/seo';

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const HTML_OPEN = /<html\b[^>]*>/i;

/** `<html lang>` in the page's language, so screen readers and browsers read it right before the SPA runs. */
export function setHtmlLang(html: string, locale: Locale): string {
  return html.replace(HTML_OPEN, (tag) => {
    const lang = `lang="${HTML_LANG[locale]}"`;
    const existing = /\slang="[^"]*"/i;
    return existing.test(tag) ? tag.replace(existing, ` ${lang}`) : tag.replace(/^<html/i, `<html ${lang}`);
  });
}

/** Puts a page's title, description, canonical and Open Graph tags into index.html for crawlers: escaped <meta>/<link> only, never a script (CSP). */
export function injectPageMeta(indexHtml: string, meta: PageMeta, locale: Locale): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="Honest Rewards" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(meta.publishedAt ? [`<meta property="article:published_time" content="${meta.publishedAt.toISOString()}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(meta.notFound ? ['<meta name="robots" content="noindex" />'] : []),
  ];
  let html = TITLE.test(indexHtml) ? indexHtml.replace(TITLE, () => `<title>${title}</title>`) : indexHtml;
  if (DESCRIPTION.test(html)) html = html.replace(DESCRIPTION, () => `<meta name="description" content="${description}" />`);
  else tags.unshift(`<meta name="description" content="${description}" />`);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
  // A minimal document without a </head>: the tags go right after the title.
  return html.replace(/<\/title>/i, () => `</title>${tags.join('')}`);
}
