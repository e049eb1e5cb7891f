import path from 'node:path';

const here = import.meta.dirname;

/**
 * The admin's Paraglide compiler options, for its Vite build and the compile script. The admin stays
 * English (issue 15), so its catalogue has one locale and needs no language choice; it is a catalogue
 * all the same so its words have one home and adding a language later is a settings change. The
 * compiled output, `admin/i18n/paraglide/`, is generated and not committed.
 */
export const ADMIN_PARAGLIDE_OPTIONS = {
  project: path.join(here, 'project.inlang'),
  outdir: path.join(here, 'paraglide'),
  strategy: ['baseLocale'] as 'baseLocale'[],
  emitReadme: false,
  emitPrettierIgnore: false,
};
