import type { ContentFiles } from '#contract/content/content-file';
import { readTextFiles } from '../runtime-files';

/** `content/<folder>/*.md` beside this file, by file name. */
export function readContentFiles(folder: 'pages' | 'blog'): ContentFiles {
  return readTextFiles(`server/seeds/content/${folder}`, '.md');
}
