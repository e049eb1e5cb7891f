import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file the server reads at run time apart from the built SPAs. The compiled server
 * (`esbuild.server.ts`, decision 052) replaces this module with one that embeds these folders'
 * files and finds `dist/` from its own place, so `dist/` runs without the sources beside it.
 */
export const RUNTIME_FOLDERS = ['db/sql', 'server/seeds/content/pages', 'server/seeds/content/blog'] as const;
export type RuntimeFolder = (typeof RUNTIME_FOLDERS)[number];

/** The repository's root, from this file's place (server/). */
const ROOT = path.resolve(import.meta.dirname, '..');

/** The built SPAs (`npm run build`). */
export const DIST_DIR = path.join(ROOT, 'dist');

/** A runtime folder's text files with the given ending, by file name. */
export function readTextFiles(folder: RuntimeFolder, ending: string): Record<string, string> {
  const dir = path.join(ROOT, folder);
  const names = fs.readdirSync(dir).filter((name) => name.endsWith(ending));
  return Object.fromEntries(names.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}
