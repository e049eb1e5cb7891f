import fs from 'node:fs';
import path from 'node:path';
import type { ContentFiles } from '#contract/content/content-file';

/** `content/<folder>/*.md`, found beside this file both from source (tsx) and under vitest. */
export function readContentFiles(folder: 'pages' | 'blog'): ContentFiles {
  const dir = path.join(import.meta.dirname, 'content', folder);
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.md'));
  return Object.fromEntries(names.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}
