import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../modules/i18n/locales';

/**
 * Pages whose first HTML is rendered at build time (vite.prerender.ts), per language: the home page,
 * where a first visit lands (issue 15: its largest element is in the first HTML, so it paints before
 * any JavaScript has run). Kept inside the built folder but never served by their own address.
 */
export const PRERENDERED_PATHS = ['/'] as const;
export const PRERENDERED_DIR = 'prerendered';

export function prerenderedFileName(pathname: string, locale: Locale): string {
  const name = pathname === '/' ? 'home' : pathname.replace(/^\//, '').replace(/\//g, '_');
  return `${name}.${locale}.html`;
}

/** pathname → language → the markup of the app's root element. */
export type PrerenderedPages = Map<string, Partial<Record<Locale, string>>>;

export function readPrerenderedPages(staticDir: string): PrerenderedPages {
  const pages: PrerenderedPages = new Map();
  for (const pathname of PRERENDERED_PATHS) {
    const byLocale: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const file = path.join(staticDir, PRERENDERED_DIR, prerenderedFileName(pathname, locale));
      if (fs.existsSync(file)) byLocale[locale] = fs.readFileSync(file, 'utf8');
    }
    if (Object.keys(byLocale).length > 0) pages.set(pathname, byLocale);
  }
  return pages;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** index.html with the page's prerendered markup in #root, when there is one for this path and language. */
export function fillRoot(indexHtml: string, pages: PrerenderedPages, pathname: string, locale: Locale): string {
  const markup = pages.get(pathname)?.[locale];
  return markup ? indexHtml.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="">${markup}</div>`) : indexHtml;
}
