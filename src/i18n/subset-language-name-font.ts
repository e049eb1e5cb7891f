/**
 * Writes the few-kilobyte Devanagari faces that draw the word «हिन्दी» on English pages (the
 * header's language switch and the account's language setting name Hindi in its own script). With
 * the full Noto Sans Devanagari face that word cost every first English visit a 54 KB font download
 * on a phone without the face. The subset keeps the shaping tables for exactly these letters.
 * Committed output (`src/assets/fonts/`); a unit test fails when the catalogue's word changes and
 * this has not been run again:
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
