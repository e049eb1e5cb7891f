import { randomBytes } from 'node:crypto';
import { DAY_MS } from '../clock';
import type { CookieJar } from './context';

/** The browser's device id (httpOnly, SameSite=Lax): the referral programme's same-device guard compares it. */
export const DEVICE_COOKIE = 'did';
const DEVICE_COOKIE_LIFETIME_MS = 400 * DAY_MS;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The device id the browser sent, or a new random one set on this response (on sign-up and
 * sign-in, where the guard needs it). A malformed value is replaced, never stored.
 */
export function deviceIdOf(cookies: CookieJar, now: Date): string {
  const sent = cookies.get(DEVICE_COOKIE);
  if (sent && DEVICE_ID_PATTERN.test(sent)) return sent;
  const created = randomBytes(16).toString('base64url');
  cookies.set(DEVICE_COOKIE, created, { expires: new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_MS) });
  return created;
}
