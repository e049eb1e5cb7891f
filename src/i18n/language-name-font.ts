import path from 'node:path';

/** Where the language-name font subsets live and what they are called (subset-language-name-font.ts). */
export const LANGUAGE_NAME_FONT_DIR = path.join(import.meta.dirname, '..', 'assets', 'fonts');
export const LANGUAGE_NAME_FONT_WEIGHTS = [400, 600] as const;

export function languageNameFontFile(weight: number): string {
  return `noto-sans-devanagari-language-name-${weight}.woff2`;
}
