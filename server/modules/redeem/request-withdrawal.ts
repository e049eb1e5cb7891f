import { createHash } from 'node:crypto';
import { countMoneyOperation, toRefusalError, type RefusalErrors, LEDGER_REFUSALS, ledgerLineParams } from '../wallet';
import { refuse } from '#contract/errors';
import { isUniqueViolation, type Deps } from '../deps';
import { preparedSql, sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { type RedeemRequestView } from '#contract/redeem/schemas';
import { announceChange } from '../cache';
import { attemptRightAway } from '../fulfilment';
import { withdrawalCardDelivery } from './provider-card-delivery';

/** The function's `replayed`, and the columns of the request it answers (a redeem_requests row). */
type RequestRow = { replayed: boolean } & Narrowed<
  Pick<Row<'redeem_requests'>, 'id' | 'amount_paise' | 'email' | 'status' | 'code_last4' | 'reject_reason' | 'created_at' | 'resolved_at'>,
  { status: RedeemRequestView['status'] }
>;

function toView(row: RequestRow): RedeemRequestView {
  return {
    id: row.id,
    amountPaise: Number(row.amount_paise),
    email: row.email,
    status: row.status,
    codeLast4: row.code_last4,
    rejectReason: row.reject_reason,
    createdAt: new Date(row.created_at),
    resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
  };
}

/** The refusals redeem_request_withdrawal can raise (tests/integration/refusal-codes.test.ts checks it misses none). */
export function withdrawalRefusals(amountPaise: number, offeredPaise: number[]): RefusalErrors {
  return {
    ...LEDGER_REFUSALS,
    'redeem.key-reused': () => refuse('redeem.key-reused'),
    'redeem.unknown-amount': () => refuse('redeem.unknown-amount', { amountsPaise: offeredPaise }),
    'redeem.unavailable': (reason) => refuse('redeem.unavailable', { amountPaise, reason: reason ?? '' }),
  };
}

/**
 * One statement (decision 006), so a request never exists without its money held. With an
 * Idempotency-Key a retry answers the first request.
 */
export async function requestWithdrawal(deps: Deps, input: WithdrawalRequestInput) {
  const result = await countMoneyOperation('withdrawal-hold', () => requestOnce(deps, input), (result) => result.replayed);
  if (result.replayed || !deps.fulfilmentProvider) return result;
  // A linked amount's card is bought now, within the answer's budget (decision 060); the retries do the rest.
  if ((await attemptRightAway(deps, result.request.id, { withdrawal: withdrawalCardDelivery })) !== 'delivered') return result;
  const [row] = await sql<RequestRow>(
    deps.em.fork(),
    `select false as replayed, id, amount_paise, email, status, code_last4, reject_reason, created_at, resolved_at from redeem_requests where id = ?`,
    [result.request.id],
  );
  return { ...result, request: toView(row!) };
}

/** The amounts a refusal names: every option the admin keeps, in order (read only when refusing). */
async function offeredAmountsPaise(deps: Deps): Promise<number[]> {
  const rows = await sql<Pick<Row<'withdrawal_options'>, 'amount_paise'>>(deps.em.fork(), `select amount_paise from withdrawal_options order by amount_paise`);
  return rows.map((row) => Number(row.amount_paise));
}

interface WithdrawalRequestInput {
  userId: string;
  amountPaise: number;
  email: string;
  idempotencyKey?: string;
}

async function requestOnce(deps: Deps, input: WithdrawalRequestInput): Promise<{ request: ReturnType<typeof toView>; replayed: boolean }> {
  const scopedKey = input.idempotencyKey ? `${input.userId}:${input.idempotencyKey}` : null;
  const fingerprint = createHash('sha256').update(`${input.amountPaise}|${input.email}`).digest('hex');
  try {
    const [row] = await preparedSql<RequestRow>(
      deps.em,
      `select replayed, (request).id, (request).amount_paise, (request).email, (request).status, (request).code_last4, (request).reject_reason, (request).created_at, (request).resolved_at
       from redeem_request_withdrawal(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [input.userId, input.amountPaise, input.email, scopedKey, fingerprint, ...ledgerLineParams({ code: 'withdrawal.requested', values: { amountPaise: input.amountPaise } }), deps.clock.now(), deps.fulfilmentProvider?.name ?? null],
    );
    if (!row!.replayed) announceChange(deps.em, 'account', input.userId);
    return { request: toView(row!), replayed: row!.replayed };
  } catch (error) {
    // Two retries with one key racing: the loser answers what the winner created.
    if (scopedKey && isUniqueViolation(error)) return requestOnce(deps, input);
    throw toRefusalError(error, withdrawalRefusals(input.amountPaise, await offeredAmountsPaise(deps)));
  }
}
