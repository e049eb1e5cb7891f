/**
 * Change topics (decision 034): keyed topics name one row's id or key; the others are cached whole.
 * `game-days` is forgotten by this process only: others key it by a short window (decision 011).
 */
export type KeyedTopic = 'session' | 'user' | 'account' | 'setting';
export type WholeTopic = 'promo' | 'store' | 'tasks' | 'catalogue' | 'blog' | 'games' | 'game-days' | 'changes';
export type ChangeTopic = KeyedTopic | WholeTopic;
export type Change = { topic: KeyedTopic; key: string } | { topic: WholeTopic; key?: undefined };

/**
 * The triggers' wire format (migrations 0010, 0026, 0029, 0031, 0038), kept so a process of the
 * previous version hears this one and the other way round.
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
export const SITE_CHANGES_CHANNEL = 'site_changes';
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';
export const CHANGE_CHANNELS = [SESSION_CHANGES_CHANNEL, SITE_CHANGES_CHANNEL, ACCOUNT_CHANGES_CHANNEL];

/** PostgreSQL refuses a notification payload of 8,000 bytes or more: user ids (36 characters) are joined below it. */
const NOTIFY_PAYLOAD_MAX_CHARS = 7_900;

const WHOLE_SITE_TOPICS = new Set<string>(['promo', 'store', 'tasks', 'catalogue', 'blog', 'games', 'changes']);

/** The changes one notification announces: `session:<id>` / `user:<id>`; `setting:<key>` / a topic; user ids joined by commas. */
export function changesOf(channel: string, payload: string): Change[] {
  const separator = payload.indexOf(':');
  const [head, key] = separator < 0 ? [payload, ''] : [payload.slice(0, separator), payload.slice(separator + 1)];
  if (channel === SESSION_CHANGES_CHANNEL) return (head === 'session' || head === 'user') && key ? [{ topic: head, key }] : [];
  if (channel === SITE_CHANGES_CHANNEL) {
    if (head === 'setting' && key) return [{ topic: 'setting', key }];
    return WHOLE_SITE_TOPICS.has(payload) ? [{ topic: payload as WholeTopic }] : [];
  }
  if (channel === ACCOUNT_CHANGES_CHANNEL) return payload.split(',').filter(Boolean).map((userId) => ({ topic: 'account', key: userId }));
  return [];
}

/** The notifications that announce these changes to other processes, identical ones once, users' ids joined. */
export function notificationsOf(changes: Iterable<Change>): Array<{ channel: string; payload: string }> {
  const distinct = new Map<string, { channel: string; payload: string }>();
  const accounts = new Set<string>();
  for (const change of changes) {
    if (change.topic === 'account') accounts.add(change.key);
    else if (change.topic === 'session' || change.topic === 'user') distinct.set(`s ${change.topic}:${change.key}`, { channel: SESSION_CHANGES_CHANNEL, payload: `${change.topic}:${change.key}` });
    else if (change.topic === 'setting') distinct.set(`c setting:${change.key}`, { channel: SITE_CHANGES_CHANNEL, payload: `setting:${change.key}` });
    else if (change.topic !== 'game-days') distinct.set(`c ${change.topic}`, { channel: SITE_CHANGES_CHANNEL, payload: change.topic });
  }
  const notifications = [...distinct.values()];
  let joined = '';
  for (const userId of accounts) {
    if (joined && joined.length + 1 + userId.length > NOTIFY_PAYLOAD_MAX_CHARS) {
      notifications.push({ channel: ACCOUNT_CHANGES_CHANNEL, payload: joined });
      joined = '';
    }
    joined = joined ? `${joined},${userId}` : userId;
  }
  if (joined) notifications.push({ channel: ACCOUNT_CHANGES_CHANNEL, payload: joined });
  return notifications;
}
