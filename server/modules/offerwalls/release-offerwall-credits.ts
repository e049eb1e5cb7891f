import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { formatRupees } from '#contract/money-format';
import { sql } from '../sql';
import { postTransfer } from '../wallet';
import { applyRecordedReversal } from './apply-recorded-reversal';
import { lockOfferwallTransaction } from './lock-offerwall-transaction';
import { OFFERWALL_PROVIDER_NAMES, type OfferwallProvider } from '#contract/offerwalls/rules';

const BATCH = 50;

/**
 * Moves the pending offerwall credits whose hold has ended into their users' wallets, exactly once
 * even with several processes running this at the same time: each batch claims its rows with
 * FOR UPDATE SKIP LOCKED and must still find them pending, and the status change commits together
 * with the idempotent ledger transfer. A credit of an account deleted meanwhile goes back to the
 * provider's account instead (nobody is there to receive it). Returns how many were released.
 *
 * It runs whether or not the capability is on: a credit already earned is the user's, and switching
 * the walls off must not keep it from them.
 *
 * First it applies any reversal recorded beside its credit but never applied to it, so nothing is
 * released that its provider took back.
 */
export async function releaseOfferwallCredits(deps: Deps): Promise<number> {
  await applyUnlinkedReversals(deps);
  let released = 0;
  for (;;) {
    const claimed = await deps.em.fork().transactional(async (em) => {
      const txDeps = { ...deps, em };
      const now = deps.clock.now();
      const rows = await sql<{ id: string; user_id: string; provider: OfferwallProvider; amount_paise: string; deleted: boolean }>(
        em,
        `select c.id, c.user_id, c.provider, c.amount_paise, u.deleted_at is not null as deleted
         from offerwall_credits c join users u on u.id = c.user_id
         where c.status = 'pending' and c.clears_at <= ?
         order by c.clears_at, c.id limit ${BATCH}
         for update of c skip locked`,
        [now],
      );
      for (const row of rows) {
        const amountPaise = Number(row.amount_paise);
        const name = OFFERWALL_PROVIDER_NAMES[row.provider];
        if (row.deleted) {
          const { transferId } = await postTransfer(txDeps, {
            idempotencyKey: `offerwall-reversal:${row.id}`,
            kind: 'offerwall-reversal',
            from: { system: 'offerwall-pending' },
            to: { system: 'offerwalls' },
            amountPaise,
            description: `${name}: ${formatRupees(amountPaise)} not released, the account was deleted`,
            reference: row.user_id,
          });
          await sql(em, `update offerwall_credits set status = 'reversed', reversed_at = ?, reversal_transfer_id = ? where id = ?`, [now, transferId, row.id]);
          // No longer pending beside the (deleted) user's balance.
          announceChange(em, 'account', row.user_id);
          continue;
        }
        const { transferId } = await postTransfer(txDeps, {
          idempotencyKey: `offerwall-release:${row.id}`,
          kind: 'offerwall-release',
          from: { system: 'offerwall-pending' },
          to: { userId: row.user_id },
          amountPaise,
          description: `Offer completed on ${name}`,
          reference: row.id,
        });
        await sql(em, `update offerwall_credits set status = 'released', released_at = ?, release_transfer_id = ? where id = ?`, [now, transferId, row.id]);
        released += 1;
      }
      return rows.length;
    });
    if (claimed < BATCH) return released;
  }
}

/**
 * Reversals recorded while their credit existed but not linked to it: before issue 27 a reversal and
 * its credit recorded at the same moment each missed the other, leaving the credit pending (and later
 * released). Postbacks now take the provider transaction's lock, so no new pair is left like this;
 * these are the ones the race left, each applied once under that lock (a pending credit cancelled, a
 * released one taken back as a late chargeback is). Migration 0032's partial index keeps the search
 * to unlinked reversals.
 */
async function applyUnlinkedReversals(deps: Deps): Promise<void> {
  const unlinked = await sql<{ provider: OfferwallProvider; external_txn_id: string }>(
    deps.em.fork(),
    `select r.provider, r.external_txn_id from offerwall_transactions r join offerwall_credits c using (provider, external_txn_id)
     where r.kind = 'reversal' and r.credit_id is null`,
  );
  for (const row of unlinked) {
    await deps.em.fork().transactional(async (em) => {
      const txDeps = { ...deps, em };
      await lockOfferwallTransaction(txDeps, row.provider, row.external_txn_id);
      await applyRecordedReversal(txDeps, row.provider, row.external_txn_id);
    });
  }
}
