import type { Row } from '../../../db/row-types.gen';
import { refuse } from '#contract/errors';
import type { UserProfile, UserSectionInput } from '#contract/users/user-page-schemas';
import { userAgentSummary } from '../auth';
import type { Deps } from '../deps';
import { sql } from '../sql';

// A user's page (issue 31, decision 050): the profile, then each section its own query, so the page
// asks for them side by side and one slow section holds up no other.

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** One page of a section's rows, newest first, with how many there are in all (`count(*) over ()`, or a count when the page is past the end). */
async function sectionPage<T extends object>(deps: Deps, input: UserSectionInput, statement: { select: string; from: string; where: string; order: string; params?: unknown[] }) {
  const params = [input.id, ...(statement.params ?? [])];
  const rows = await sql<T & { total_count: number }>(
    deps.em,
    `select ${statement.select}, count(*) over ()::int as total_count from ${statement.from} where ${statement.where} order by ${statement.order} limit ? offset ?`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const total = rows[0]?.total_count ?? (input.page === 1 ? 0 : (await sql<{ total: number }>(deps.em, `select count(*)::int as total from ${statement.from} where ${statement.where}`, params))[0]!.total);
  return { rows: rows as T[], total };
}

export async function getUserProfile(deps: Deps, id: string): Promise<UserProfile> {
  const [user] = await sql<
    Pick<Row<'users'>, 'id' | 'name' | 'email' | 'email_verified_at' | 'locale' | 'created_at' | 'is_blocked' | 'deleted_at'> & { balance: string | null; held: string }
  >(
    deps.em,
    `select u.id, u.name, u.email, u.email_verified_at, u.locale, u.created_at, u.is_blocked, u.deleted_at, a.balance,
       (select coalesce(sum(r.amount_paise), 0) from redeem_requests r where r.user_id = u.id and r.status = 'pending') as held
     from users u left join wallet_accounts a on a.user_id = u.id and a.kind = 'user'
     where u.id = ?`,
    [id],
  );
  if (!user) throw refuse('users.not-found');
  const [inviter] = await sql<Pick<Row<'referrals'>, 'referrer_id' | 'status' | 'flags'> & Pick<Row<'users'>, 'name' | 'email'>>(
    deps.em,
    `select r.referrer_id, r.status, r.flags, u.name, u.email from referrals r join users u on u.id = r.referrer_id where r.friend_id = ?`,
    [id],
  );
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.email_verified_at !== null,
    locale: user.locale,
    createdAt: new Date(user.created_at),
    isBlocked: user.is_blocked,
    deletedAt: dateOrNull(user.deleted_at),
    balancePaise: Number(user.balance ?? 0),
    heldPaise: Number(user.held),
    invitedBy: inviter ? { userId: inviter.referrer_id, name: inviter.name, email: inviter.email, status: inviter.status, flags: inviter.flags } : null,
  };
}

export async function listUserOrders(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'reward_orders'>, 'id' | 'price_paise' | 'status' | 'reason' | 'created_at' | 'reported_at'> & { product: string }>(deps, input, {
    select: 'o.id, p.name as product, o.price_paise, o.status, o.reason, o.created_at, o.reported_at',
    from: 'reward_orders o join reward_products p on p.id = o.product_id',
    where: 'o.user_id = ?',
    order: 'o.created_at desc, o.id desc',
  });
  const items = rows.map((row) => ({
    id: row.id,
    product: row.product,
    pricePaise: Number(row.price_paise),
    status: row.status,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    reportedAt: dateOrNull(row.reported_at),
  }));
  return { items, total };
}

export async function listUserWithdrawals(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'redeem_requests'>, 'id' | 'amount_paise' | 'status' | 'code_last4' | 'reject_reason' | 'created_at' | 'resolved_at'>>(deps, input, {
    select: 'id, amount_paise, status, code_last4, reject_reason, created_at, resolved_at',
    from: 'redeem_requests',
    where: 'user_id = ?',
    order: 'created_at desc, id desc',
  });
  const items = rows.map((row) => ({
    id: row.id,
    amountPaise: Number(row.amount_paise),
    status: row.status,
    codeLast4: row.code_last4,
    rejectReason: row.reject_reason,
    createdAt: new Date(row.created_at),
    resolvedAt: dateOrNull(row.resolved_at),
  }));
  return { items, total };
}

/** The people the user invited (who invited them is on the profile). */
export async function listUserReferrals(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'referrals'>, 'id' | 'friend_id' | 'status' | 'flags' | 'reason' | 'created_at'> & { friend_name: string; friend_email: string }>(deps, input, {
    select: 'r.id, r.friend_id, u.name as friend_name, u.email as friend_email, r.status, r.flags, r.reason, r.created_at',
    from: 'referrals r join users u on u.id = r.friend_id',
    where: 'r.referrer_id = ?',
    order: 'r.created_at desc, r.id desc',
  });
  const items = rows.map((row) => ({
    id: row.id,
    friendId: row.friend_id,
    friendName: row.friend_name,
    friendEmail: row.friend_email,
    status: row.status,
    flags: row.flags,
    reason: row.reason,
    createdAt: new Date(row.created_at),
  }));
  return { items, total };
}

export async function listUserTasks(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'task_submissions'>, 'id' | 'status' | 'reward_paise' | 'reason' | 'created_at'> & { task: string }>(deps, input, {
    select: 's.id, t.title as task, s.status, s.reward_paise, s.reason, s.created_at',
    from: 'task_submissions s join tasks t on t.id = s.task_id',
    where: 's.user_id = ?',
    order: 's.created_at desc, s.id desc',
  });
  const items = rows.map((row) => ({ id: row.id, task: row.task, status: row.status, rewardPaise: row.reward_paise, reason: row.reason, createdAt: new Date(row.created_at) }));
  return { items, total };
}

export async function listUserOfferwallCredits(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'offerwall_credits'>, 'id' | 'provider' | 'amount_paise' | 'status' | 'created_at' | 'clears_at'>>(deps, input, {
    select: 'id, provider, amount_paise, status, created_at, clears_at',
    from: 'offerwall_credits',
    where: 'user_id = ?',
    order: 'created_at desc, id desc',
  });
  const items = rows.map((row) => ({ id: row.id, provider: row.provider, amountPaise: Number(row.amount_paise), status: row.status, createdAt: new Date(row.created_at), clearsAt: new Date(row.clears_at) }));
  return { items, total };
}

export async function listUserVipOrders(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'vip_orders'>, 'id' | 'amount_paise' | 'status' | 'paid_at' | 'granted_from' | 'granted_until' | 'refunded_at' | 'created_at'>>(deps, input, {
    select: 'id, amount_paise, status, paid_at, granted_from, granted_until, refunded_at, created_at',
    from: 'vip_orders',
    where: 'user_id = ?',
    order: 'created_at desc, id desc',
  });
  const items = rows.map((row) => ({
    id: row.id,
    amountPaise: row.amount_paise,
    status: row.status,
    paidAt: dateOrNull(row.paid_at),
    grantedFrom: dateOrNull(row.granted_from),
    grantedUntil: dateOrNull(row.granted_until),
    refundedAt: dateOrNull(row.refunded_at),
    createdAt: new Date(row.created_at),
  }));
  return { items, total };
}

export async function listUserAppeals(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'appeals'>, 'id' | 'item_kind' | 'status' | 'message' | 'answer' | 'created_at' | 'answered_at'>>(deps, input, {
    select: 'id, item_kind, status, message, answer, created_at, answered_at',
    from: 'appeals',
    where: 'user_id = ?',
    order: 'created_at desc, id desc',
  });
  const items = rows.map((row) => ({ id: row.id, itemKind: row.item_kind, status: row.status, message: row.message, answer: row.answer, createdAt: new Date(row.created_at), answeredAt: dateOrNull(row.answered_at) }));
  return { items, total };
}

/** Live sessions, last used first, named by browser and system (never the raw user agent). */
export async function listUserSessions(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'sessions'>, 'id' | 'user_agent' | 'created_at' | 'last_used_at'>>(deps, input, {
    select: 'id, user_agent, created_at, last_used_at',
    from: 'sessions',
    // Expired sessions wait for the sweep; they sign nobody in, so they are not listed.
    where: 'user_id = ? and expires_at > ?',
    params: [deps.clock.now()],
    order: 'last_used_at desc, id',
  });
  const items = rows.map((row) => ({ id: row.id, ...userAgentSummary(row.user_agent), createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_used_at) }));
  return { items, total };
}

/**
 * Blocks and unblocks from the audit log (there is no block table): the reason is the one the
 * block recorded (`after.reason`), null for blocks made before reasons were asked for.
 */
export async function listUserBlocks(deps: Deps, input: UserSectionInput) {
  const { rows, total } = await sectionPage<Pick<Row<'audit_log'>, 'id' | 'action' | 'created_at'> & { reason: string | null; admin_email: string | null }>(deps, input, {
    select: `l.id, l.action, l.after->>'reason' as reason, a.email as admin_email, l.created_at`,
    from: 'audit_log l left join admins a on a.id = l.admin_id',
    where: `l.target_type = 'user' and l.target_id = ?::text and l.action in ('user.block', 'user.unblock')`,
    order: 'l.created_at desc, l.id desc',
  });
  const items = rows.map((row) => ({ id: row.id, blocked: row.action === 'user.block', reason: row.reason, adminEmail: row.admin_email, createdAt: new Date(row.created_at) }));
  return { items, total };
}
