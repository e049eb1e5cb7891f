import { NOTIFICATION_KINDS, type NotificationKind } from '#contract/notifications/kinds';
import { NOTIFICATION_PREFERENCE_DEFAULT, type NotificationPreference, type SetNotificationPreferenceInput } from '#contract/notifications/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** Every kind's channels for a person: the stored choice, or the defaults (e-mail and push on). */
export async function getPreferences(deps: Deps, userId: string): Promise<NotificationPreference[]> {
  const rows = await sql<{ kind: string; email: boolean; push: boolean }>(deps.em, `select kind, email, push from notification_preferences where user_id = ?`, [userId]);
  return NOTIFICATION_KINDS.map((kind) => {
    const stored = rows.find((row) => row.kind === kind);
    return { kind, email: stored?.email ?? NOTIFICATION_PREFERENCE_DEFAULT.email, push: stored?.push ?? NOTIFICATION_PREFERENCE_DEFAULT.push };
  });
}

export async function setPreference(deps: Deps, userId: string, input: SetNotificationPreferenceInput): Promise<NotificationPreference[]> {
  await sql(
    deps.em,
    `insert into notification_preferences (user_id, kind, email, push, updated_at) values (?, ?, ?, ?, ?)
     on conflict (user_id, kind) do update set email = excluded.email, push = excluded.push, updated_at = excluded.updated_at`,
    [userId, input.kind, input.email, input.push, deps.clock.now()],
  );
  return getPreferences(deps, userId);
}

/** One-click unsubscribe: that kind's e-mail off, its push choice kept. */
export async function turnOffEmail(deps: Deps, userId: string, kind: NotificationKind): Promise<void> {
  await sql(
    deps.em,
    `insert into notification_preferences (user_id, kind, email, push, updated_at) values (?, ?, false, ?, ?)
     on conflict (user_id, kind) do update set email = false, updated_at = excluded.updated_at`,
    [userId, kind, NOTIFICATION_PREFERENCE_DEFAULT.push, deps.clock.now()],
  );
}
