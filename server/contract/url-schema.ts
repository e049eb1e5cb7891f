import { z } from 'zod';

export const MAX_URL_LENGTH = 500;

/** True for an absolute http(s) URL with a host; javascript:, data:, ftp: and relative paths are refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A link an admin enters (download, video, partner): absolute http:// or https:// only. */
export function httpUrlSchema(label: string) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_URL_LENGTH, `${label} must be at most ${MAX_URL_LENGTH} characters`)
    .refine(isHttpUrl, `${label} must be an http:// or https:// URL`);
}

/** The same for an optional link: missing, null or blank all mean "none". */
export function optionalHttpUrlSchema(label: string) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), httpUrlSchema(label).nullish()).transform((value) => value ?? null);
}

/** Optional text: missing, null or blank all mean null; otherwise trimmed. */
export function optionalTextSchema(label: string, max: number) {
  return z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string({ message: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).nullish())
    .transform((value) => value ?? null);
}
