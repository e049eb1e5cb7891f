import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import hindi from '#i18n/messages/common/hi.json';
import english from '#i18n/messages/common/en.json';
import { LANGUAGE_NAME_FONT_DIR, LANGUAGE_NAME_FONT_WEIGHTS, languageNameFontFile } from '#i18n/language-name-font';

describe('the font subset for the word «हिन्दी» on English pages', () => {
  it('was made from the word the catalogues show (run src/i18n/subset-language-name-font.ts after changing it)', () => {
    const made = JSON.parse(fs.readFileSync(path.join(LANGUAGE_NAME_FONT_DIR, 'language-name.json'), 'utf8')) as { text: string };
    expect(made.text).toBe(hindi['common.language.hindi']);
    expect(english['common.language.hindi']).toBe(hindi['common.language.hindi']);
  });

  it('is a small woff2 per weight the switch and the setting use', () => {
    for (const weight of LANGUAGE_NAME_FONT_WEIGHTS) {
      const font = fs.readFileSync(path.join(LANGUAGE_NAME_FONT_DIR, languageNameFontFile(weight)));
      expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(font.length).toBeLessThan(8 * 1024);
    }
  });
});
