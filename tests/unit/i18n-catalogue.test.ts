import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFUSALS } from '#contract/errors';
import { overwriteGetLocale } from '#i18n/paraglide/runtime';
import { VALIDATION_TABLES } from '#i18n/validation-wording';
import { BASE_LOCALE, LOCALES, localeFromAcceptLanguage, negotiateLocale } from '#contract/i18n/locales';

const I18N = path.join(import.meta.dirname, '../../src/i18n');
const settings = JSON.parse(fs.readFileSync(path.join(I18N, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const areaFiles = settings['plugin.inlang.messageFormat'].pathPattern;

function catalogue(locale: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const pattern of areaFiles) {
    const file = path.join(I18N, pattern.replace('{locale}', locale));
    for (const [key, value] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)) {
      if (key === '$schema') continue;
      expect(messages.has(key), `${key} is defined twice (${file})`).toBe(false);
      messages.set(key, JSON.stringify(value));
    }
  }
  return messages;
}

/** The {placeholders} a message uses, wherever they sit (plain text or plural variants). */
const placeholders = (message: string) => [...new Set(message.match(/\{[a-zA-Z]+\}/g) ?? [])].sort();

describe('the message catalogues', () => {
  it('lists the same locales as the server', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe(BASE_LOCALE);
  });

  it('gives Hindi exactly the keys of English, each with the same placeholders', () => {
    const english = catalogue('en');
    const hindi = catalogue('hi');
    expect([...hindi.keys()].filter((key) => !english.has(key)), 'keys only in Hindi').toEqual([]);
    expect([...english.keys()].filter((key) => !hindi.has(key)), 'keys missing in Hindi').toEqual([]);
    for (const [key, text] of english) expect(placeholders(hindi.get(key)!), key).toEqual(placeholders(text));
  });

  it('has words for every refusal the server can give, in English exactly as the server says them', () => {
    const english = catalogue('en');
    for (const [code, refusal] of Object.entries(REFUSALS)) {
      expect(english.has(`refusal.${code}`), code).toBe(true);
      if (typeof refusal.text === 'string') expect(JSON.parse(english.get(`refusal.${code}`)!), code).toBe(refusal.text);
    }
  });

  it('has Hindi text that is Devanagari, not transliteration', () => {
    const hindi = catalogue('hi');
    const latinOnly = [...hindi].filter(([key, text]) => !/[\u0900-\u097F]/.test(text) && !key.startsWith('common.language.'));
    // Brand and game names alone ("Spin & Win", "Google Play") may stay in Latin letters; anything longer is Hindi.
    expect(latinOnly.filter(([, text]) => JSON.parse(text).length > 24)).toEqual([]);
  });
});

describe('validation words', () => {
  it('translate only texts the server really writes', () => {
    const serverSource = fs
      .readdirSync(path.join(import.meta.dirname, '../../server'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => fs.readFileSync(path.join(import.meta.dirname, '../../server', file), 'utf8'))
      .join('\n');
    // A text the server builds from a template with a number (`at least ${MIN_PASSWORD_LENGTH} characters`)
    // matches that template's words with digits in its holes; the table builds such a key from the
    // server's own constant, so the number cannot drift.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const numberTemplates = [...serverSource.matchAll(/`([^`\n]*\$\{[^`\n]*)`/g)].map(
      ([, body]) => new RegExp(`^${body!.split(/\$\{[^}]*\}/).map(escape).join('[\\d,]+')}$`),
    );
    for (const table of VALIDATION_TABLES) {
      for (const englishText of Object.keys(table)) {
        expect(serverSource.includes(englishText) || numberTemplates.some((template) => template.test(englishText)), englishText).toBe(true);
      }
    }
  });
  it('say in English exactly what the server wrote, and fill every number in Hindi', () => {
    try {
      overwriteGetLocale(() => 'en');
      for (const table of VALIDATION_TABLES) for (const [englishText, words] of Object.entries(table)) expect(words()).toBe(englishText);
      overwriteGetLocale(() => 'hi');
      for (const table of VALIDATION_TABLES) {
        for (const [englishText, words] of Object.entries(table)) {
          expect(words(), englishText).toMatch(/[\u0900-\u097F]/);
          expect(words(), englishText).not.toMatch(/[{}]/);
        }
      }
    } finally {
      overwriteGetLocale(() => 'en');
    }
  });
});

describe('choosing a language', () => {
  it('follows the cookie, then Accept-Language by quality, then English', () => {
    expect(negotiateLocale({ cookie: 'hi', acceptLanguage: 'en' })).toBe('hi');
    expect(negotiateLocale({ cookie: 'fr', acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(negotiateLocale({ acceptLanguage: 'en-GB;q=0.5,hi;q=0.9' })).toBe('hi');
    expect(negotiateLocale({ acceptLanguage: 'fr, de;q=0.5' })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
    expect(localeFromAcceptLanguage('hi;q=0')).toBeNull();
    expect(localeFromAcceptLanguage(`${'x,'.repeat(10_000)}hi`)).toBeNull();
  });
});
