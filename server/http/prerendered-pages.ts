import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '#contract/i18n/locales';

/**
 * Pages whose first HTML is rendered at build time (vite.prerender.ts), per language (issue 15; the
 * others of issue 29's five phone pages since); never served by their own address. A page that needs
 * a user (`/redeem`, `/invite`) is rendered as its frame with no one's data in it, sent only to a
 * request that carries a session cookie.
 */
export const PRERENDERED_PATHS = ['/', '/signup', '/spin-and-win', '/redeem', '/invite'] as const;
export const PRERENDERED_DIR = 'prerendered';
/** Beside the pages, the build's list of those among them that need a user: `["/redeem", …]`. */
export const NEEDS_USER_FILE = 'needs-user.json';

export function prerenderedFileName(pathname: string, locale: Locale): string {
  const name = pathname === '/' ? 'home' : pathname.replace(/^\//, '').replace(/\//g, '_');
  return `${name}.${locale}.html`;
}

/** A prerendered page's root markup by path and language, and the stylesheet it inlines so first paint waits for no second request. */
export interface PrerenderedPages {
  byPath: Map<string, Partial<Record<Locale, string>>>;
  /** The prerendered paths whose page needs a user. */
  needsUser: Set<string>;
  stylesheet: { tag: string; css: string } | null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/;

export function readPrerenderedPages(staticDir: string): PrerenderedPages {
  const byPath: PrerenderedPages['byPath'] = new Map();
  for (const pathname of PRERENDERED_PATHS) {
    const byLocale: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const file = path.join(staticDir, PRERENDERED_DIR, prerenderedFileName(pathname, locale));
      if (fs.existsSync(file)) byLocale[locale] = fs.readFileSync(file, 'utf8');
    }
    if (Object.keys(byLocale).length > 0) byPath.set(pathname, byLocale);
  }
  const needsUserFile = path.join(staticDir, PRERENDERED_DIR, NEEDS_USER_FILE);
  const needsUser = new Set(fs.existsSync(needsUserFile) ? (JSON.parse(fs.readFileSync(needsUserFile, 'utf8')) as string[]) : []);
  const indexFile = path.join(staticDir, 'index.html');
  const link = fs.existsSync(indexFile) ? STYLESHEET_LINK.exec(fs.readFileSync(indexFile, 'utf8')) : null;
  const cssFile = link ? path.join(staticDir, link[1]!) : null;
  const stylesheet = link && cssFile && fs.existsSync(cssFile) ? { tag: link[0], css: fs.readFileSync(cssFile, 'utf8') } : null;
  return { byPath, needsUser, stylesheet };
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * index.html with the page's prerendered markup in #root and the stylesheet inline, when there is
 * markup for this path and language (and, for a page that needs a user, the request has a session
 * cookie: a visitor without one is sent to sign in, so the frame would only flash); otherwise
 * index.html as built.
 */
export function fillRoot(indexHtml: string, pages: PrerenderedPages, pathname: string, locale: Locale, hasSessionCookie: boolean): string {
  const markup = pages.byPath.get(pathname)?.[locale];
  if (!markup || (pages.needsUser.has(pathname) && !hasSessionCookie)) return indexHtml;
  const filled = indexHtml.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="">${markup}</div>`);
  const { stylesheet } = pages;
  if (!stylesheet || stylesheet.css.includes('</style')) return filled;
  // The link stays, disabled (never fetched): Vite's loader of a lazy chunk looks for the
  // stylesheet's <link> before adding one, and without it fetched and applied the whole sheet a
  // second time (every @font-face twice) when the home page's store grid loaded.
  return filled.replace(stylesheet.tag, () => `<style>${stylesheet.css}</style>${stylesheet.tag.replace(/>$/, ' disabled>')}`);
}
