import { z } from 'zod';

/** Seed texts by file path or name (`…/about.hi.md`): read from disk by the server, bundled by Vite for the mock SPA. */
export type ContentFiles = Record<string, string>;

/** Checks one `<slug>.<language>.md` file (front matter `key: value` lines between `---`, then the body without its last newline). */
export function parseContentFile<S extends z.ZodType>(name: string, text: string, schema: S): z.output<S> {
  const [, slug, locale] = /([a-z0-9-]+)\.([a-z]+)\.md$/.exec(name) ?? [];
  const [, head, body] = /^---\n(.*?)\n---\n(.*)\n$/s.exec(text) ?? [];
  if (!slug || head === undefined) throw new Error(`${name}: not a <slug>.<language>.md file that starts with a --- block`);
  const fields = head.split('\n').map((line) => /^(\w+): (.*)$/.exec(line)?.slice(1) ?? [line]);
  const parsed = schema.safeParse({ ...Object.fromEntries(fields), slug, locale, body });
  if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
