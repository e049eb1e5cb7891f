import { APPEAL_WINDOW_DAYS, type AppealItemKind, type HeldItem, type HoldReason } from '#contract/appeals/schemas';
import { isOfferwallProvider, OFFERWALL_PROVIDER_NAMES } from '#contract/offerwalls/rules';
import { maskFriendName, referralReasonOf } from '#contract/referrals/rules';
import type { ReferralSettings } from '#contract/referrals/schemas';
import { DAY_MS } from '../../clock';
import type { Deps } from '../deps';
import { SHOWN_REFERRAL_SETTINGS } from '../referrals';
import { sql } from '../sql';

/** An item's facts and coded reason, before the person's appeals are joined to it. */
export type HeldItemFacts = Omit<HeldItem, 'appeal' | 'canAppeal'> & { ownerId: string; closed: boolean };

/** Whose items, or which ones: a person's own list, or the items an admin's queue names. */
export type ItemScope = { userId: string } | { ids: string[] };

interface Row {
  id: string;
  owner_id: string;
  status: string;
  subject: string | null;
  number: number | null;
  amount_paise: string | null;
  since: string;
  clears_at: string | null;
  note: string | null;
  hold_days: number | null;
}

/** Per kind: the rows in a held, pending, flagged or (recently) closed state, each statement's `?` the owner or the ids, then the oldest closing time kept. */
type Where = (ownerColumn: string, idColumn: string) => string;

const STATEMENTS: Record<AppealItemKind, (where: Where) => string> = {
  referral: (where) =>
    `select r.id, r.referrer_id as owner_id, r.status, f.name as subject, null::int as number, null::bigint as amount_paise,
            coalesce(r.closed_at, r.qualified_at, r.created_at) as since, r.clears_at, r.reason as note, null::int as hold_days
     from referrals r join users f on f.id = r.friend_id
     where ${where('r.referrer_id', 'r.id')} and (r.status in ('pending', 'held', 'review') or (r.status in ('reversed', 'rejected', 'expired') and r.closed_at >= ?))`,
  'offerwall-credit': (where) =>
    `select c.id, c.user_id as owner_id, c.status, c.provider as subject, null::int as number, c.amount_paise, c.created_at as since, c.clears_at, null as note, p.hold_days
     from offerwall_credits c left join offerwall_providers p on p.provider = c.provider
     where ${where('c.user_id', 'c.id')} and c.status = 'pending' and ?::timestamptz is not null`,
  'task-submission': (where) =>
    `select s.id, s.user_id as owner_id, s.status, t.title as subject, s.number, s.reward_paise::bigint as amount_paise,
            coalesce(s.reviewed_at, s.created_at) as since, null::timestamptz as clears_at, s.reason as note, null::int as hold_days
     from task_submissions s join tasks t on t.id = s.task_id
     where ${where('s.user_id', 's.id')} and (s.status = 'pending' or (s.status = 'rejected' and s.reviewed_at >= ?))`,
  'reward-order': (where) =>
    `select o.id, o.user_id as owner_id, o.status, p.name as subject, null::int as number, o.price_paise as amount_paise,
            coalesce(o.rejected_at, o.created_at) as since, null::timestamptz as clears_at, o.reason as note, null::int as hold_days
     from reward_orders o join reward_products p on p.id = o.product_id
     where ${where('o.user_id', 'o.id')} and (o.status = 'pending' or (o.status = 'rejected' and o.rejected_at >= ?))`,
  withdrawal: (where) =>
    `select w.id, w.user_id as owner_id, w.status, null as subject, null::int as number, w.amount_paise,
            coalesce(w.resolved_at, w.created_at) as since, null::timestamptz as clears_at, w.reject_reason as note, null::int as hold_days
     from redeem_requests w
     where ${where('w.user_id', 'w.id')} and (w.status = 'pending' or (w.status = 'rejected' and w.resolved_at >= ?))`,
  // Blocked has no date of its own: the latest block in the audit log, else the account's creation.
  account: (where) =>
    `select u.id, u.id as owner_id, 'blocked' as status, null as subject, null::int as number, null::bigint as amount_paise,
            coalesce((select max(a.created_at) from audit_log a where a.action = 'user.block' and a.target_id = u.id::text), u.created_at) as since,
            null::timestamptz as clears_at, u.block_reason as note, null::int as hold_days
     from users u where ${where('u.id', 'u.id')} and u.is_blocked and ?::timestamptz is not null`,
};

const CLOSED = new Set(['reversed', 'rejected', 'expired']);

function reasonOf(kind: AppealItemKind, row: Row, settings: ReferralSettings): { reason: HoldReason; note: string | null } {
  const date = (value: string | null) => new Date(value ?? row.since);
  switch (kind) {
    case 'referral': {
      if (row.status === 'pending') {
        const deadline = new Date(new Date(row.since).getTime() + settings.qualifyWindowDays * DAY_MS);
        return { reason: { code: 'referral.waiting-to-qualify', qualifyPaise: settings.qualifyPaise, windowDays: settings.qualifyWindowDays, deadline }, note: null };
      }
      if (row.status === 'held') return { reason: { code: 'referral.held', holdDays: settings.holdDays, clearsAt: date(row.clears_at) }, note: null };
      if (row.status === 'review') return { reason: { code: 'referral.review' }, note: null };
      // The programme's own reasons are stored as its fixed English (referrals/reasons.ts); anything else is an admin's words.
      const programme = row.note === null ? null : referralReasonOf(row.note);
      if (programme?.code === 'expired') return { reason: { code: 'referral.expired', windowDays: programme.days }, note: null };
      if (row.status === 'expired') return { reason: { code: 'referral.expired', windowDays: settings.qualifyWindowDays }, note: null };
      if (programme?.code === 'friendBlocked') return { reason: { code: 'referral.friend-blocked' }, note: null };
      if (programme?.code === 'earningsReversed') return { reason: { code: 'referral.earnings-reversed' }, note: null };
      return { reason: { code: row.status === 'rejected' ? 'referral.rejected' : 'referral.reversed' }, note: row.note };
    }
    case 'offerwall-credit':
      return { reason: { code: 'offerwall.held', holdDays: row.hold_days ?? 0, clearsAt: date(row.clears_at) }, note: null };
    case 'task-submission':
      return row.status === 'pending' ? { reason: { code: 'task.pending' }, note: null } : { reason: { code: 'task.rejected' }, note: row.note };
    case 'reward-order':
      return row.status === 'pending' ? { reason: { code: 'order.pending' }, note: null } : { reason: { code: 'order.rejected' }, note: row.note };
    case 'withdrawal':
      return row.status === 'pending' ? { reason: { code: 'withdrawal.pending' }, note: null } : { reason: { code: 'withdrawal.rejected' }, note: row.note };
    case 'account':
      return { reason: { code: 'account.blocked' }, note: row.note };
  }
}

function subjectOf(kind: AppealItemKind, subject: string | null): string | null {
  if (subject === null) return null;
  if (kind === 'referral') return maskFriendName(subject);
  if (kind === 'offerwall-credit') return isOfferwallProvider(subject) ? OFFERWALL_PROVIDER_NAMES[subject] : subject;
  return subject;
}

/**
 * Every item in scope that is held, pending, flagged, or closed against its owner within
 * APPEAL_WINDOW_DAYS, with the reason the rules give it (decision 043). Read from each module's
 * tables, which only their own modules write.
 */
export async function readHeldItems(deps: Pick<Deps, 'em' | 'clock' | 'caches'>, scope: ItemScope, kinds: readonly AppealItemKind[]): Promise<HeldItemFacts[]> {
  const settings = await SHOWN_REFERRAL_SETTINGS.get(deps, undefined);
  const windowStart = new Date(deps.clock.now().getTime() - APPEAL_WINDOW_DAYS * DAY_MS);
  const byOwner = 'userId' in scope;
  const where: Where = (ownerColumn: string, idColumn: string) => (byOwner ? `${ownerColumn} = ?` : `${idColumn} = any(?::uuid[])`);
  const param = byOwner ? scope.userId : `{${scope.ids.join(',')}}`;
  const items: HeldItemFacts[] = [];
  for (const kind of kinds) {
    const rows = await sql<Row>(deps.em, STATEMENTS[kind](where), [param, windowStart]);
    for (const row of rows) {
      items.push({
        kind,
        id: row.id,
        ownerId: row.owner_id,
        subject: subjectOf(kind, row.subject),
        number: row.number,
        amountPaise: row.amount_paise === null ? (kind === 'referral' ? settings.rewardPaise : null) : Number(row.amount_paise),
        since: new Date(row.since),
        closed: CLOSED.has(row.status),
        ...reasonOf(kind, row, settings),
      });
    }
  }
  return items.sort((a, b) => b.since.getTime() - a.since.getTime());
}
