import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '#contract/notifications/kinds';

/**
 * The one-click unsubscribe link's token (decision 041): the person and the kind, signed with a key
 * derived from APP_SECRET for this use alone. It stops one kind's e-mails of one person, nothing
 * more, so it needs no expiry; without the secret it cannot be made or altered. base64url throughout
 * (the payload, then the 43-character signature), so the admin outbox's token mask hides all of it.
 */
const SIGNATURE_LENGTH = 43;

function signature(appSecret: string, payload: string): string {
  const key = createHmac('sha256', appSecret).update('notification-unsubscribe').digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function unsubscribeToken(appSecret: string, userId: string, kind: NotificationKind): string {
  const payload = Buffer.from(`${userId}.${kind}`).toString('base64url');
  return `${payload}${signature(appSecret, payload)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The person and kind a token names, or null for anything not signed by us. */
export function readUnsubscribeToken(appSecret: string, token: string): { userId: string; kind: NotificationKind } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token) || token.length <= SIGNATURE_LENGTH) return null;
  const payload = token.slice(0, -SIGNATURE_LENGTH);
  const expected = Buffer.from(signature(appSecret, payload));
  const given = Buffer.from(token.slice(-SIGNATURE_LENGTH));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind, ...rest] = Buffer.from(payload, 'base64url').toString().split('.');
  if (rest.length > 0 || !userId || !kind || !UUID.test(userId) || !(NOTIFICATION_KINDS as string[]).includes(kind)) return null;
  return { userId, kind: kind as NotificationKind };
}

/** The public address a notification e-mail's List-Unsubscribe names. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
}
