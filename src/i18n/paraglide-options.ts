import path from 'node:path';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '../../server/modules/i18n/locales';

const here = import.meta.dirname;

/**
 * One set of Paraglide compiler options for the Vite plugin (build, dev) and the compile script
 * (`npm run i18n:compile`, run before the type check and the tests). The compiled output,
 * `src/i18n/paraglide/`, is generated and not committed.
 */
export const PARAGLIDE_OPTIONS = {
  project: path.join(here, 'project.inlang'),
  outdir: path.join(here, 'paraglide'),
  // The visitor's own choice (cookie), then the browser's languages, then English — the server's
  // negotiateLocale follows the same order for <html lang> and the meta tags.
  strategy: ['cookie', 'preferredLanguage', 'baseLocale'] as ('cookie' | 'preferredLanguage' | 'baseLocale')[],
  cookieName: LOCALE_COOKIE,
  cookieMaxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  emitReadme: false,
  emitPrettierIgnore: false,
};
