import { DAY_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { postTransfer } from '../wallet';
import type { NormalisedPostback } from './adapters/adapter';
import type { OfferwallProvider } from '#contract/offerwalls/rules';
import { applyRecordedReversal } from './apply-recorded-reversal';
import { lockOfferwallTransaction } from './lock-offerwall-transaction';
import { reverseOfferwallCredit } from './reverse-offerwall-credit';
import { announceChange } from '../cache';

/** What a verified postback did: a new transaction took effect, or it was one already recorded. */
export type PostbackEffect = 'recorded' | 'duplicate';

/**
 * Records a verified postback and its ledger effect in one transaction under the provider
 * transaction's lock; UNIQUE(provider, external_txn_id, kind) makes copies credit once (decisions 022, 027).
 */
export async function recordPostback(deps: Deps, provider: OfferwallProvider, holdDays: number, postback: NormalisedPostback): Promise<PostbackEffect> {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    await lockOfferwallTransaction(txDeps, provider, postback.externalTxnId);
    const [transaction] = await sql<Pick<Row<'offerwall_transactions'>, 'id'>>(
      em,
      `insert into offerwall_transactions (provider, external_txn_id, kind, user_id, reward_paise, payout, received_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (provider, external_txn_id, kind) do nothing returning id`,
      [provider, postback.externalTxnId, postback.status, postback.userId, postback.rewardPaise, postback.payout, deps.clock.now()],
    );
    if (!transaction) return 'duplicate';
    const creditId = postback.status === 'credit' ? await parkCredit(txDeps, provider, holdDays, postback) : await reverseOfferwallCredit(txDeps, provider, postback.externalTxnId);
    if (creditId) await sql(em, `update offerwall_transactions set credit_id = ? where id = ?`, [creditId, transaction.id]);
    if (postback.status === 'credit') await applyRecordedReversal(txDeps, provider, postback.externalTxnId);
    return 'recorded';
  });
}

/** The credit into the pending balance, with its clearing time. */
async function parkCredit(deps: Deps, provider: OfferwallProvider, holdDays: number, postback: NormalisedPostback): Promise<string> {
  const now = deps.clock.now();
  const transfer = await postTransfer(deps, {
    idempotencyKey: `offerwall-credit:${provider}:${postback.externalTxnId}`,
    kind: 'offerwall-credit',
    from: { system: 'offerwalls' },
    to: { system: 'offerwall-pending' },
    amountPaise: postback.rewardPaise,
    line: { code: 'offerwall.pending', values: { provider, amountPaise: postback.rewardPaise } },
    reference: postback.userId,
  });
  const [credit] = await sql<Pick<Row<'offerwall_credits'>, 'id'>>(
    deps.em,
    `insert into offerwall_credits (user_id, provider, external_txn_id, amount_paise, status, created_at, clears_at, credit_transfer_id)
     values (?, ?, ?, ?, 'pending', ?, ?, ?) returning id`,
    [postback.userId, provider, postback.externalTxnId, postback.rewardPaise, now, new Date(now.getTime() + holdDays * DAY_MS), transfer.transferId],
  );
  // Shown beside the balance as pending until it clears.
  announceChange(deps.em, 'account', postback.userId);
  return credit!.id;
}
