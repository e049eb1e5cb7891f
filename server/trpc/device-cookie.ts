import { randomBytes } from 'node:crypto';
import { DAY_MS } from '../clock';
import type { CookieJar } from './context';

/** The browser's device id (httpOnly, SameSite=Lax): the referral programme's same-device guard compares it. */
export const DEVICE_COOKIE = 'did';
const DEVICE_COOKIE_LIFETIME_MS = 400 * DAY_MS;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface DeviceId {
  id: string;
  /** Sets the cookie when the browser had none; called once the sign-up or sign-in succeeded, so a refusal sets no cookie. */
  remember(now: Date): void;
}

/** The device id the browser sent, or a new random one (a malformed value is replaced, never stored). */
export function deviceIdOf(cookies: CookieJar): DeviceId {
  const sent = cookies.get(DEVICE_COOKIE);
  if (sent && DEVICE_ID_PATTERN.test(sent)) return { id: sent, remember: () => {} };
  const id = randomBytes(16).toString('base64url');
  return { id, remember: (now) => cookies.set(DEVICE_COOKIE, id, { expires: new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_MS) }) };
}
