import { z } from 'zod';
import { DEVALUATION_NOTICE_DAYS } from '../changes/rules';
import { PAGE_SLUGS, type PageSlug } from '../enums';
import { parseContentFile, type ContentFiles } from './content-file';

const PAGE_FILE = z.strictObject({ slug: z.enum(PAGE_SLUGS), locale: z.enum(['en', 'hi']), title: z.string().min(1), body: z.string().min(1) });

/** A page's starting text in both languages, named as the page's columns are (migration 0020). */
const SEED_PAGE = z.strictObject({ title: z.string(), content: z.string(), titleHi: z.string(), contentHi: z.string() });
export type SeedPage = z.infer<typeof SEED_PAGE>;

/**
 * The editable pages' starting text from their files, `{supportEmail}` and the rules they state
 * (`{devaluationNoticeDays}`, decision 044) filled in; pure, so the seed and the mock SPA build the same pages.
 */
export function seedPagesFromFiles(supportEmail: string, files: ContentFiles): Record<PageSlug, SeedPage> {
  const pages: Record<string, Partial<SeedPage>> = {};
  for (const [name, text] of Object.entries(files)) {
    const { slug, locale, title, body } = parseContentFile(name, text, PAGE_FILE);
    const content = body.replaceAll('{supportEmail}', supportEmail).replaceAll('{devaluationNoticeDays}', String(DEVALUATION_NOTICE_DAYS));
    Object.assign((pages[slug] ??= {}), locale === 'en' ? { title, content } : { titleHi: title, contentHi: content });
  }
  // Every page in both languages, or the seed stops here.
  return z.record(z.enum(PAGE_SLUGS), SEED_PAGE).parse(pages);
}
