/**
 * Writes the few-kilobyte Devanagari faces that draw «हिन्दी» on English pages instead of the 54 KB
 * face, shaping tables kept for just its letters. Output committed (`src/assets/fonts/`); a unit test
 * fails when the catalogue's word changes until this runs again:
 *
 *   node --import tsx src/i18n/subset-language-name-font.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import hindi from './messages/common/hi.json';
import { LANGUAGE_NAME_FONT_DIR, LANGUAGE_NAME_FONT_WEIGHTS, languageNameFontFile } from './language-name-font';

const text = hindi['common.language.hindi'];
const source = (weight: number) =>
  path.join(import.meta.dirname, '..', '..', 'node_modules', '@fontsource', 'noto-sans-devanagari', 'files', `noto-sans-devanagari-devanagari-${weight}-normal.woff2`);

for (const weight of LANGUAGE_NAME_FONT_WEIGHTS) {
  const subset = await subsetFont(fs.readFileSync(source(weight)), text, { targetFormat: 'woff2' });
  const target = path.join(LANGUAGE_NAME_FONT_DIR, languageNameFontFile(weight));
  fs.writeFileSync(target, subset);
  console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes for «${text}»`);
}
fs.writeFileSync(path.join(LANGUAGE_NAME_FONT_DIR, 'language-name.json'), `${JSON.stringify({ text }, null, 2)}\n`);
