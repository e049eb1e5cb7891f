import { describe, expect, it } from 'vitest';
import { ledgerChecksOutAfterThisFile, moneyHelpers, useMoneyServer } from './money-helpers';

/** The ledger check and the database's own guards on the ledger. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer();
const { promo, redeemPromo, fund, pendingRequest, walletBalance, auditEntries, ledgerCheck, db, dbRow } = moneyHelpers(ctx);

describe('ledger check', () => {
  it('detects a cached balance that no longer matches its entries, and passes again once it is put back', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 12);
    const account = await dbRow(`select id from wallet_accounts where user_id = ?`, [user.id]);
    await db(`update wallet_accounts set balance = balance + 1 where id = ?`, [account.id]);
    try {
      const broken = await ledgerCheck();
      expect(broken.ok).toBe(false);
      expect(broken.mismatchedAccounts).toEqual([{ accountId: account.id, label: `user:${user.id}`, cachedPaise: 1201, entriesPaise: 1200 }]);
    } finally {
      await db(`update wallet_accounts set balance = balance - 1 where id = ?`, [account.id]);
    }
    expect(await ledgerCheck()).toMatchObject({ ok: true, mismatchedAccounts: [] });
  });

  it('detects held money that does not match the pending requests', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 30);
    const id = await pendingRequest(user, 30);
    await db(`update redeem_requests set amount_paise = 5000 where id = ?`, [id]);
    try {
      const broken = await ledgerCheck();
      expect(broken.ok).toBe(false);
      expect(broken.holdsMismatch).toEqual({ heldPaise: expect.any(Number), pendingRequestsPaise: broken.holdsMismatch.heldPaise + 2000 });
    } finally {
      await db(`update redeem_requests set amount_paise = 3000 where id = ?`, [id]);
    }
    expect((await ledgerCheck()).ok).toBe(true);
  });

  it('the ledger is append-only: updates, deletes and truncates of entries or transfers are refused by the database', async () => {
    const before = await dbRow(`select count(*)::int as entries, coalesce(sum(amount), 0)::bigint as total from ledger_entries`);
    await expect(db(`update ledger_entries set amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(db(`delete from ledger_entries`)).rejects.toThrow(/append-only/);
    await expect(db(`update ledger_transfers set amount = 1`)).rejects.toThrow(/append-only/);
    await expect(db(`delete from ledger_transfers`)).rejects.toThrow(/append-only/);
    await expect(db(`truncate ledger_entries`)).rejects.toThrow(/append-only/);
    await expect(db(`truncate ledger_transfers cascade`)).rejects.toThrow(/append-only/);
    const after = await dbRow(`select count(*)::int as entries, coalesce(sum(amount), 0)::bigint as total from ledger_entries`);
    expect(after).toEqual(before);
    expect((await ledgerCheck()).ok).toBe(true);
  });

  it('a user balance can never be made negative, even by a direct UPDATE (CHECK constraint backstop)', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 1);
    await expect(db(`update wallet_accounts set balance = -1 where user_id = ?`, [user.id])).rejects.toThrow(/wallet_accounts_balance_non_negative|check constraint/);
    expect(await walletBalance(user)).toBe(1);
  });

  it('transfers, promo redemptions and withdrawal requests get time-ordered ids (UUID version 7), so their indexes grow at one edge', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const code = await promo({ code: 'ORDEREDIDS', amount: 1 });
    expect((await redeemPromo(user, code.code)).statusCode).toBe(200);
    await pendingRequest(user, 30);
    await pendingRequest(user, 30);
    // The version is the UUID's 13th hex digit. ledger_entries.id is a sequence, so it gives the order in which the transfers were written.
    const transfers = await db(
      `select t.id::text as id, substr(t.id::text, 15, 1) as version from ledger_transfers t
       join ledger_entries e on e.transfer_id = t.id join wallet_accounts a on a.id = e.account_id
       where a.user_id = ? order by e.id`,
      [user.id],
    );
    expect(transfers.map((row) => row.version)).toEqual(['7', '7', '7', '7']);
    expect(transfers.map((row) => row.id)).toEqual(transfers.map((row) => row.id).sort());
    expect(new Set(transfers.map((row) => row.id)).size).toBe(4);
    const requests = await db(`select substr(id::text, 15, 1) as version from redeem_requests where user_id = ?`, [user.id]);
    expect(requests.map((row) => row.version)).toEqual(['7', '7']);
    const redemption = await dbRow(`select substr(id::text, 15, 1) as version from promo_redemptions where user_id = ?`, [user.id]);
    expect(redemption.version).toBe('7');
  });

  it('running the ledger check changes nothing (no audit entry)', async () => {
    const before = (await auditEntries()).length;
    expect((await ledgerCheck()).ok).toBe(true);
    expect((await auditEntries()).length).toBe(before);
  });
});

ledgerChecksOutAfterThisFile(ctx);
