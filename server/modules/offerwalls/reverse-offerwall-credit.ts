import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { postTransfer, reverseCredit } from '../wallet';
import { OFFERWALLS_MESSAGES, type OfferwallProvider } from '#contract/offerwalls/rules';
import { announceChange } from '../cache';

/**
 * A chargeback, in the caller's transaction and under its lock, with the credit's row locked against
 * the release job: pending is cancelled, released is reversed to a debt (decisions 022, 027).
 */
export async function reverseOfferwallCredit(deps: Deps, provider: OfferwallProvider, externalTxnId: string): Promise<string | null> {
  const [credit] = await sql<Pick<Row<'offerwall_credits'>, 'id' | 'user_id' | 'amount_paise' | 'status'>>(
    deps.em,
    `select id, user_id, amount_paise, status from offerwall_credits where provider = ? and external_txn_id = ? for update`,
    [provider, externalTxnId],
  );
  if (!credit || credit.status === 'reversed') return credit?.id ?? null;
  const amountPaise = Number(credit.amount_paise);
  const line = { code: 'offerwall.reversed', values: { provider, amountPaise } } as const;
  const idempotencyKey = `offerwall-reversal:${credit.id}`;
  let transferId: string | null = null;
  if (credit.status === 'pending') {
    ({ transferId } = await postTransfer(deps, {
      idempotencyKey,
      kind: 'offerwall-reversal',
      from: { system: 'offerwall-pending' },
      to: { system: 'offerwalls' },
      amountPaise,
      line,
      reference: credit.user_id,
    }));
  } else {
    await reverseCredit(deps, {
      userId: credit.user_id,
      amountPaise,
      to: 'offerwalls',
      kind: 'offerwall-reversal',
      line,
      reason: OFFERWALLS_MESSAGES.reversedReason,
      source: { kind: 'offerwall', ref: `${provider}:${externalTxnId}` },
      idempotencyKey,
    });
    const [taken] = await sql<Pick<Row<'ledger_transfers'>, 'id'>>(deps.em, `select id from ledger_transfers where idempotency_key = ?`, [idempotencyKey]);
    transferId = taken?.id ?? null;
  }
  await sql(deps.em, `update offerwall_credits set status = 'reversed', reversed_at = ?, reversal_transfer_id = ? where id = ?`, [deps.clock.now(), transferId, credit.id]);
  // The credits still pending, shown beside the balance, lost this one.
  announceChange(deps.em, 'account', credit.user_id);
  return credit.id;
}
