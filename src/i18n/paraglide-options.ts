import path from 'node:path';

const here = import.meta.dirname;

/**
 * One set of Paraglide compiler options for the Vite plugin (build, dev) and the compile script
 * (`npm run i18n:compile`, run before the type check and the tests). The compiled output,
 * `src/i18n/paraglide/`, is generated and not committed.
 */
export const PARAGLIDE_OPTIONS = {
  project: path.join(here, 'project.inlang'),
  outdir: path.join(here, 'paraglide'),
  // The visitor's own choice (the `lang` cookie, read by choice-strategy.ts), then the browser's
  // languages, then English — the server's negotiateLocale follows the same order for <html lang>
  // and the meta tags.
  strategy: ['custom-choice', 'preferredLanguage', 'baseLocale'] as ('custom-choice' | 'preferredLanguage' | 'baseLocale')[],
  emitReadme: false,
  emitPrettierIgnore: false,
};
