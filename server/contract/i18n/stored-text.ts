import { z } from 'zod';
import { LOCALES, type Locale } from './locales';

/**
 * Text an admin writes in English and, optionally, in Hindi (catalogue apps and blog posts, decision
 * 037). Stored as two columns, the Hindi one empty while there is no translation.
 */

/** The language a shown text is in: the reader's, or English where its Hindi is missing (the SPA marks that block `lang="en"`). */
export const textLangSchema = z.enum(LOCALES);

/** One field in the reader's language: its Hindi text when there is one, else its English, saying which. */
export function inReaderLanguage(english: string, hindi: string, locale: Locale): { text: string; lang: Locale } {
  return locale === 'hi' && hindi.trim() !== '' ? { text: hindi, lang: 'hi' } : { text: english, lang: 'en' };
}

/**
 * A Hindi field of an admin's input: trimmed, '' (or null) for "no Hindi text", and left out
 * (`undefined`) for "keep what is stored", so a REST client that knows only the English fields
 * never erases a translation.
 */
export function hindiTextSchema(label: string, max: number) {
  return z.preprocess(
    (value) => (value === null ? '' : value),
    z.string({ message: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );
}

/** Bytes a text takes in a UTF-8 JSON body (a Devanagari letter takes three). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
