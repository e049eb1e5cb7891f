import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { notify } from '../notifications';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { postTransfer } from '../wallet';
import { qualifyReferralOnEarning } from '../referrals';
import { applyRecordedReversal } from './apply-recorded-reversal';
import { lockOfferwallTransaction } from './lock-offerwall-transaction';
import type { OfferwallProvider } from '#contract/offerwalls/rules';

const BATCH = 50;

/**
 * Releases due pending credits exactly once across processes (SKIP LOCKED, re-checked, with the
 * ledger transfer). Runs even with the capability off: an earned credit is the user's (decision 022).
 */
export async function releaseOfferwallCredits(deps: Deps): Promise<number> {
  await applyUnlinkedReversals(deps);
  let released = 0;
  for (;;) {
    const claimed = await deps.em.fork().transactional(async (em) => {
      const txDeps = { ...deps, em };
      const now = deps.clock.now();
      const rows = await sql<Narrowed<Pick<Row<'offerwall_credits'>, 'id' | 'user_id' | 'provider' | 'amount_paise'>, { provider: OfferwallProvider }> & { deleted: boolean }>(
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
        if (row.deleted) {
          const { transferId } = await postTransfer(txDeps, {
            idempotencyKey: `offerwall-reversal:${row.id}`,
            kind: 'offerwall-reversal',
            from: { system: 'offerwall-pending' },
            to: { system: 'offerwalls' },
            amountPaise,
            line: { code: 'offerwall.not-released', values: { provider: row.provider, amountPaise } },
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
          line: { code: 'offerwall.released', values: { provider: row.provider } },
          reference: row.id,
        });
        await sql(em, `update offerwall_credits set status = 'released', released_at = ?, release_transfer_id = ? where id = ?`, [now, transferId, row.id]);
        await qualifyReferralOnEarning(txDeps, row.user_id);
        await notify(txDeps, { userId: row.user_id, kind: 'offerwall-cleared', values: { creditId: row.id, provider: row.provider, amountPaise }, outcomeKey: row.id });
        released += 1;
      }
      return rows.length;
    });
    if (claimed < BATCH) return released;
  }
}

/** Repairs credit/reversal pairs the race before issue 27 left unlinked, under the lock (decision 027). */
async function applyUnlinkedReversals(deps: Deps): Promise<void> {
  const unlinked = await sql<Narrowed<Pick<Row<'offerwall_transactions'>, 'provider' | 'external_txn_id'>, { provider: OfferwallProvider }>>(
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
