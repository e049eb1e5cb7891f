import { User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { verifyPassword, revokeAllUserSessions } from '../auth';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { TASKS_MESSAGES } from '#contract/tasks/rules';
import { debit, release } from '../wallet';
import { ACCOUNT_MESSAGES } from '#contract/account/schemas';

/** The name every deleted account shows wherever it is still listed (admin lists, audit targets). */
export const DELETED_USER_NAME = 'Deleted user';

/** Unique, identifies nobody, undeliverable (.invalid, RFC 2606); the real address may register again. */
export function deletedUserEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** PostgreSQL deadlock_detected: PostgreSQL aborted this transaction to let a concurrent one finish. */
const DEADLOCK_SQLSTATE = '40P01';
const DEADLOCK_ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === DEADLOCK_SQLSTATE;
}

interface Erasure {
  cancelledWithdrawals: number;
  cancelledRewardOrders: number;
  refundedPaise: number;
  forfeitedPaise: number;
}

/**
 * DPDP right to erasure (decision 009): all in one transaction, so a failure leaves the account as
 * it was. Holds are released on the admin rejection's key, so nothing is both released and settled.
 */
export async function deleteAccount(deps: Deps, input: { userId: string; password: string }): Promise<{ message: string }> {
  const user = await deps.em.fork().findOne(User, { id: input.userId });
  if (!user || user.deletedAt) return { message: ACCOUNT_MESSAGES.deleted };
  if (!(await verifyPassword(user.passwordHash, input.password))) throw refuse('account.wrong-password');

  for (let attempt = 1; ; attempt += 1) {
    try {
      await eraseAccount(deps, input.userId);
      break;
    } catch (error) {
      // A money operation of the same user still in flight (another tab) locks the wallet and the
      // user row in the other order; PostgreSQL breaks the tie by aborting one side. Ours starts over.
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
  return { message: ACCOUNT_MESSAGES.deleted };
}

async function eraseAccount(deps: Deps, userId: string): Promise<void> {
  await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const now = deps.clock.now();
    // The row lock makes two deletions of one account run one after the other; the second finds it deleted.
    const [locked] = await sql<Pick<Row<'users'>, 'email' | 'email_verified_at' | 'deleted_at'>>(
      em,
      `select email, email_verified_at, deleted_at from users where id = ? for update`,
      [userId],
    );
    if (!locked || locked.deleted_at !== null) return;

    const erasure = await settleMoney(txDeps, userId, now);

    await revokeAllUserSessions(txDeps, userId);
    await sql(em, `delete from email_tokens where user_id = ?`, [userId]);
    // A deleted account's devices get no more pushes (decision 042).
    await sql(em, `delete from push_subscriptions where user_id = ?`, [userId]);
    await sql(em, `delete from push_reminders where user_id = ?`, [userId]);
    await sql(em, `delete from outbox_mails where recipient = ?`, [locked.email]);
    await sql(em, `delete from notifications where user_id = ?`, [userId]);
    await sql(em, `delete from notification_preferences where user_id = ?`, [userId]);
    // Only a proven owner of the address may erase what was sent from it (anyone can type any address).
    if (locked.email_verified_at !== null) await sql(em, `delete from contact_messages where email = ?`, [locked.email]);
    // Payout addresses typed into withdrawal requests are personal data too; the requests stay for the books.
    await sql(em, `update redeem_requests set email = ? where user_id = ?`, [deletedUserEmail(userId), userId]);
    await sql(em, `update reward_orders set email = ? where user_id = ? and email is not null`, [deletedUserEmail(userId), userId]);
    // A task's proof (a screenshot, a typed answer) is the person's own data: erased; the submission
    // rows stay for the books, and one still pending can no longer be approved and paid.
    await sql(em, `delete from task_proof_images where submission_id in (select id from task_submissions where user_id = ?)`, [userId]);
    await sql(
      em,
      `update task_submissions set proof_text = null,
         reason = case when status = 'pending' then ? else reason end,
         reviewed_at = coalesce(reviewed_at, ?),
         status = case when status = 'pending' then 'rejected' else status end
       where user_id = ?`,
      [TASKS_MESSAGES.accountDeleted, now, userId],
    );
    // A pending submission rejected frees its slot.
    announceChange(em, 'tasks');
    // An appeal's message is the person's own words (decision 043): an open appeal is withdrawn, an
    // answered one keeps only its times and outcome, which /transparency counts.
    await sql(em, `delete from appeals where user_id = ? and status = 'open'`, [userId]);
    await sql(em, `update appeals set message = '' where user_id = ?`, [userId]);
    await sql(em, `update users set name = ?, email = ?, password_hash = '', deleted_at = ? where id = ?`, [DELETED_USER_NAME, deletedUserEmail(userId), now, userId]);

    recordAudit(txDeps, {
      adminId: null,
      action: 'account.delete',
      targetType: 'user',
      targetId: userId,
      after: { requestedBy: 'the user', ...erasure },
    });
    await em.flush();
  });
}

/** Cancels and refunds pending withdrawals and reward orders, then forfeits what is left, so the account holds nothing. */
async function settleMoney(deps: Deps, userId: string, now: Date): Promise<Erasure> {
  const cancelled = await sql<Pick<Row<'redeem_requests'>, 'id' | 'amount_paise'>>(
    deps.em,
    `update redeem_requests set status = 'rejected', reject_reason = ?, resolved_at = ?
     where user_id = ? and status = 'pending' returning id, amount_paise`,
    [ACCOUNT_MESSAGES.withdrawalCancelled, now, userId],
  );
  let refundedPaise = 0;
  for (const request of cancelled) {
    const amountPaise = Number(request.amount_paise);
    const transfer = await release(deps, {
      userId,
      amountPaise,
      line: { code: 'withdrawal.cancelled', values: { amountPaise } },
      idempotencyKey: `withdrawal-release:${request.id}`,
      reference: request.id,
    });
    await sql(deps.em, `update redeem_requests set resolution_transfer_id = ? where id = ?`, [transfer.transferId, request.id]);
    refundedPaise += amountPaise;
  }
  // As the admin's rejection does (reject-reward-order.ts): the order says why, its hold comes back.
  const cancelledOrders = await sql<Pick<Row<'reward_orders'>, 'id' | 'price_paise'> & { product_name: string }>(
    deps.em,
    `update reward_orders o set status = 'rejected', reason = ?, rejected_at = ?, updated_at = ?
     from reward_products p where p.id = o.product_id and o.user_id = ? and o.status = 'pending' returning o.id, o.price_paise, p.name as product_name`,
    [ACCOUNT_MESSAGES.withdrawalCancelled, now, now, userId],
  );
  for (const order of cancelledOrders) {
    const amountPaise = Number(order.price_paise);
    await release(deps, {
      purpose: 'reward',
      userId,
      amountPaise,
      line: { code: 'reward.cancelled', values: { product: order.product_name } },
      idempotencyKey: `reward-release:${order.id}`,
      reference: order.id,
    });
    refundedPaise += amountPaise;
  }

  const [account] = await sql<Pick<Row<'wallet_accounts'>, 'balance'>>(deps.em, `select balance from wallet_accounts where user_id = ?`, [userId]);
  const forfeitedPaise = Number(account?.balance ?? 0);
  if (forfeitedPaise > 0) {
    await debit(deps, {
      userId,
      to: 'adjustments',
      kind: 'adjustment',
      amountPaise: forfeitedPaise,
      line: { code: 'account.balance-forfeited', values: {} },
      idempotencyKey: `account-forfeit:${userId}`,
      reference: userId,
    });
  }
  return { cancelledWithdrawals: cancelled.length, cancelledRewardOrders: cancelledOrders.length, refundedPaise, forfeitedPaise };
}
