import { describe, expect, inject, it } from 'vitest';
import { openOrm } from '../../db/orm';
import { migrationsList } from '../../db/migrations';
import { createFreshDatabase } from '../fixtures/fresh-database';
import { expectRestError } from './assertions';
import { createTestServer, PUBLIC_URL, trpcData, trpcError } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, UNKNOWN_ID, useMoneyServer, type TestUser } from './money-helpers';

/** Withdrawal requests over the documented REST paths: a user asks (the amount is held), an admin completes or rejects. Against real PostgreSQL; concurrency lives in money-concurrency.test.ts. */

const ctx = useMoneyServer({ checkCaches: true });
const { fund, withdraw, pendingRequest, complete, reject, balance, walletBalance, transactions, redeemHistory, updateOption, mailsTo, moneyState, auditEntries, db } = moneyHelpers(ctx);

function revealOwn(user: TestUser, id: string) {
  return ctx.t.request('public', { method: 'POST', url: `/api/wallet/redeem-history/${id}/reveal`, token: user.token });
}

function revealAsAdmin(id: string) {
  return ctx.t.request('admin', { method: 'POST', url: `/api/admin/redeem-requests/${id}/reveal`, token: ctx.admin });
}

async function adminList(status: string): Promise<Array<{ _id: string; codeLast4: string | null }>> {
  const response = await ctx.t.request('admin', { method: 'GET', url: `/api/admin/redeem-requests?status=${status}&pageSize=100`, token: ctx.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Every table (the job queue's included) with a row whose text holds the code, as typed or
 * normalised: a sealed code is bytes, and its last 4 alone never match the whole.
 */
async function tablesHoldingCode(query: (statement: string, params?: unknown[]) => Promise<any[]>, code: string): Promise<string[]> {
  const tables = await query(
    `select table_schema, table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables) {
    const [row] = await query(`select count(*)::int as n from "${schema}"."${table}" t where strpos(upper(t::text), ?) > 0 or strpos(upper(t::text), ?) > 0`, [
      code.toUpperCase(),
      code.replace(/[\s-]+/g, '').toUpperCase(),
    ]);
    if (row.n > 0) found.push(`${schema}.${table}`);
  }
  return found;
}

const placesHolding = (code: string) => tablesHoldingCode(db, code);

describe('withdrawal requests', () => {
  it('refuses bad input with the spec messages and creates nothing', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 20);
    const before = await moneyState(user);
    expectRestError(await withdraw(user, { email: user.email }), 400, 'Please select an amount');
    expectRestError(await withdraw(user, { amount: '', email: user.email }), 400, 'Please select an amount');
    expectRestError(await withdraw(user, { amount: 30 }), 400, 'Please enter your email');
    expectRestError(await withdraw(user, { amount: 30, email: '' }), 400, 'Please enter your email');
    expectRestError(await withdraw(user, { amount: 30, email: '   ' }), 400, 'Please enter your email');
    expectRestError(await withdraw(user, { amount: 30, email: 'not-an-email' }), 400, /e-?mail/i);
    // The refusal names the options kept at that moment: add one and the sentence follows.
    expectRestError(await withdraw(user, { amount: 40, email: user.email }), 400, 'This amount is not offered. Choose one of: ₹30, ₹50, ₹100.');
    await db(`insert into withdrawal_options (amount_paise) values (20000)`);
    try {
      expectRestError(await withdraw(user, { amount: 40, email: user.email }), 400, 'This amount is not offered. Choose one of: ₹30, ₹50, ₹100, ₹200.');
    } finally {
      await db(`delete from withdrawal_options where amount_paise = 20000`);
    }
    expectRestError(await withdraw(user, { amount: 'thirty', email: user.email }), 400, /amount/i);
    expectRestError(await withdraw(user, { amount: 30, email: user.email }), 400, 'Insufficient balance');
    expect(await moneyState(user)).toEqual(before);
  });

  it('success: the amount is held at once, pending rises, the request is in the history', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const payoutEmail = `Payout-${user.id.slice(0, 8)}@Example.com`;
    const response = await withdraw(user, { amount: 30, email: payoutEmail });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Redeem request submitted successfully');
    expect(body.request).toMatchObject({ amount: 30, email: payoutEmail.toLowerCase(), status: 'pending', codeLast4: null, rejectReason: null, resolvedAt: null });
    expect(await balance(user)).toEqual({ balance: 70, pending: 30, pendingCount: 1 });
    expect(await walletBalance(user)).toBe(70);
    expect(await redeemHistory(user)).toEqual([expect.objectContaining({ _id: body.request._id, amount: 30, status: 'pending' })]);
    const [hold] = await transactions(user);
    expect(hold).toMatchObject({ amount: -30, kind: 'withdrawal-hold' });

    ctx.t.clock.advance(1000);
    expect((await withdraw(user, { amount: '50', email: user.email })).statusCode).toBe(200);
    expect(await balance(user)).toEqual({ balance: 20, pending: 80, pendingCount: 2 });
    expect((await redeemHistory(user)).map((request) => request.amount)).toEqual([50, 30]);
  });

  it('an amount switched off by an admin is refused with the admin\'s reason; switching off needs a reason', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const off = await updateOption({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
    expect(off.statusCode, off.body).toBe(200);
    expect(trpcData(off)).toEqual({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
    try {
      const options = await ctx.t.request('public', { method: 'GET', url: '/trpc/redeem.options' });
      expect(trpcData(options)).toContainEqual({ amountPaise: 3000, isAvailable: false, unavailableReason: 'out of stock' });
      expectRestError(await withdraw(user, { amount: 30, email: user.email }), 400, /out of stock/);
      expect(await balance(user)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
      expect((await withdraw(user, { amount: 50, email: user.email })).statusCode).toBe(200);

      const noReason = await updateOption({ amountPaise: 10000, isAvailable: false });
      expect(noReason.statusCode).toBe(400);
      expect(trpcError(noReason).message).toMatch(/reason/i);
      const blankReason = await updateOption({ amountPaise: 10000, isAvailable: false, unavailableReason: '   ' });
      expect(blankReason.statusCode).toBe(400);
      const optionsAfter = trpcData(await ctx.t.request('public', { method: 'GET', url: '/trpc/redeem.options' }));
      expect(optionsAfter).toContainEqual({ amountPaise: 10000, isAvailable: true, unavailableReason: null });
      expect((await updateOption({ amountPaise: 4000, isAvailable: false, unavailableReason: 'x' })).statusCode).toBe(404);
    } finally {
      const on = await updateOption({ amountPaise: 3000, isAvailable: true });
      expect(trpcData(on)).toEqual({ amountPaise: 3000, isAvailable: true, unavailableReason: null });
    }
    expect((await withdraw(user, { amount: 30, email: user.email })).statusCode).toBe(200);
    expect(await balance(user)).toEqual({ balance: 20, pending: 80, pendingCount: 2 });
  });

  it('withdrawing needs a verified e-mail and a sign-in', async () => {
    const unverified = await ctx.t.createUser({ verified: false });
    await fund(unverified.id, 100);
    expectRestError(await withdraw(unverified, { amount: 30, email: unverified.email }), 403, /verify your e-mail/i);
    expect(await balance(unverified)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
    expectRestError(await ctx.t.request('public', { method: 'POST', url: '/api/wallet/redeem', payload: { amount: 30, email: 'x@example.com' } }), 401);
  });
});

// ── admin resolution of withdrawals ─────────────────────────────────────────────────────

describe('admin resolves withdrawal requests', () => {
  it('complete: the code is sealed; the answer, both lists and the mail name its last 4 only; balance unchanged, pending 0', async () => {
    const user = await ctx.t.createUser({ name: 'Priya Payout' });
    await fund(user.id, 60);
    const payoutEmail = `gp-${user.id.slice(0, 8)}@example.com`;
    const id = await pendingRequest(user, 50, payoutEmail);
    expect(await balance(user)).toEqual({ balance: 10, pending: 50, pendingCount: 1 });

    expectRestError(await complete(id, { code: '' }), 400, 'Google Play code is required');
    expectRestError(await complete(id, { code: '   ' }), 400, 'Google Play code is required');
    expectRestError(await complete(id, {}), 400, 'Google Play code is required');
    // The store's rule for a typed code: one whose last 4 would be all of it is no real code.
    expectRestError(await complete(id, { code: 'AB-CD 1' }), 400, 'A code must have at least 6 letters or digits');
    expectRestError(await complete(id, { code: 'X'.repeat(65) }), 400, 'A code must be at most 64 characters');

    const code = 'GPLAY-ABCD-7q2x';
    const done = await complete(id, { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ _id: id, status: 'completed', codeLast4: '7Q2X', amount: 50, rejectReason: null });
    expect(done.json()).not.toHaveProperty('code');
    expect(done.json().resolvedAt).toEqual(expect.any(String));

    expect(await balance(user)).toEqual({ balance: 10, pending: 0, pendingCount: 0 });
    expect(await redeemHistory(user)).toEqual([expect.objectContaining({ _id: id, status: 'completed', codeLast4: '7Q2X' })]);
    expect((await adminList('completed')).find((item) => item._id === id)).toMatchObject({ codeLast4: '7Q2X' });
    expect(JSON.stringify(await adminList('all'))).not.toMatch(/GPLAY-ABCD/i);

    // The mail says the code is ready, names its last 4 and links to the signed-in reveal.
    const mails = await mailsTo(payoutEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails as Array<{ subject: string; text: string; html: string }>;
    expect(mail!.subject).toContain('₹50');
    expect(mail!.text).toContain('7Q2X');
    expect(mail!.text).toContain(`${PUBLIC_URL}/redeem-history`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/redeem-history"`);
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part.toUpperCase()).not.toContain('ABCD');

    expect(await auditEntries()).toContainEqual(expect.objectContaining({ action: 'redeem.complete', targetId: id, after: { status: 'completed', codeLast4: '7Q2X' } }));
    expect(await placesHolding(code)).toEqual([]);

    const again = await complete(id, { code: 'ANOTHER-CODE' });
    expectRestError(again, 409, /already completed/);
    expectRestError(await reject(id, { reason: 'changed my mind' }), 409, /already completed/);
    expect(await balance(user)).toEqual({ balance: 10, pending: 0, pendingCount: 0 });
    expect((await redeemHistory(user))[0]!.codeLast4).toBe('7Q2X');
    expect(await mailsTo(payoutEmail)).toHaveLength(1);
  });

  it('the owner reveals the code signed in, and an admin through an audited action; every reveal is audited without the code', async () => {
    const owner = await ctx.t.createUser();
    const stranger = await ctx.t.createUser();
    await fund(owner.id, 30);
    const id = await pendingRequest(owner, 30);

    // Nothing to reveal before the request is completed.
    expectRestError(await revealOwn(owner, id), 404, 'Redeem request not found');
    expectRestError(await revealAsAdmin(id), 404, 'Redeem request not found');
    const code = 'GPLAY-REVL-9K3M';
    expect((await complete(id, { code })).statusCode).toBe(200);

    const own = await revealOwn(owner, id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ code });
    expect((await revealOwn(owner, id)).json()).toEqual({ code });
    // Anyone else's request is "not found", as for a store order; signed out is 401.
    expectRestError(await revealOwn(stranger, id), 404, 'Redeem request not found');
    expectRestError(await ctx.t.request('public', { method: 'POST', url: `/api/wallet/redeem-history/${id}/reveal` }), 401);
    expectRestError(await revealOwn(owner, UNKNOWN_ID), 404, 'Redeem request not found');
    // The same procedure over tRPC.
    expect(trpcData(await ctx.t.trpcMutation('public', 'redeem.reveal', { id }, { token: owner.token }))).toEqual({ code });

    const asAdmin = await revealAsAdmin(id);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()).toEqual({ code });
    expectRestError(await revealAsAdmin(UNKNOWN_ID), 404, 'Redeem request not found');
    // An admin's reveal exists only on the admin origin.
    expect((await ctx.t.request('public', { method: 'POST', url: `/api/admin/redeem-requests/${id}/reveal`, token: owner.token })).statusCode).toBe(404);

    const reveals = (await auditEntries()).filter((entry) => entry.action === 'redeem.reveal-code' && entry.targetId === id);
    expect(reveals).toHaveLength(4);
    expect(reveals.filter((entry) => entry.adminEmail === null)).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ targetType: 'redeem-request', after: { userId: owner.id, codeLast4: '9K3M' } })),
    );
    expect(reveals.filter((entry) => entry.adminEmail !== null)).toEqual([expect.objectContaining({ adminEmail: 'root-admin@example.com', after: { codeLast4: '9K3M' } })]);
    expect(await placesHolding(code)).toEqual([]);
  });

  it('reject: the money returns to the balance, the history shows the release, the reason is mailed', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const id = await pendingRequest(user, 100);
    expect(await balance(user)).toEqual({ balance: 0, pending: 100, pendingCount: 1 });

    expectRestError(await reject(id, { reason: '' }), 400, 'Reason is required');
    expectRestError(await reject(id, {}), 400, 'Reason is required');
    expect(await balance(user)).toEqual({ balance: 0, pending: 100, pendingCount: 1 });

    const rejected = await reject(id, { reason: 'Google Play codes out of stock' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ _id: id, status: 'rejected', rejectReason: 'Google Play codes out of stock', codeLast4: null });
    expect(await balance(user)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
    const [release, hold] = await transactions(user);
    expect(release).toMatchObject({ amount: 100, kind: 'withdrawal-release', description: expect.stringContaining('Google Play codes out of stock') });
    expect(hold).toMatchObject({ amount: -100, kind: 'withdrawal-hold' });
    expect(await redeemHistory(user)).toEqual([expect.objectContaining({ _id: id, status: 'rejected', rejectReason: 'Google Play codes out of stock', codeLast4: null })]);
    const mails = (await mailsTo(user.email)).filter((mail) => mail.text.includes('Google Play codes out of stock'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('₹100');

    expectRestError(await reject(id, { reason: 'again' }), 409, /already rejected/);
    expectRestError(await complete(id, { code: 'LATE-CODE-1' }), 409, /already rejected/);
    expect(await balance(user)).toEqual({ balance: 100, pending: 0, pendingCount: 0 });
  });

  it('unknown request 404, malformed id 400', async () => {
    expectRestError(await complete(UNKNOWN_ID, { code: 'GPLAY-XXXX-0000' }), 404, 'Redeem request not found');
    expectRestError(await reject(UNKNOWN_ID, { reason: 'X' }), 404, 'Redeem request not found');
    expectRestError(await complete('nope', { code: 'GPLAY-XXXX-0000' }), 400, /id/i);
  });

  it('lists requests filtered by status, each with userId { _id, name, email }', async () => {
    const user = await ctx.t.createUser({ name: 'Filter Person' });
    await fund(user.id, 90);
    const pending = await pendingRequest(user, 30);
    const completed = await pendingRequest(user, 30);
    const rejected = await pendingRequest(user, 30);
    expect((await complete(completed, { code: 'FILTER-CODE' })).statusCode).toBe(200);
    expect((await reject(rejected, { reason: 'filter reason' })).statusCode).toBe(200);

    const list = async (status: string) => {
      const response = await ctx.t.request('admin', { method: 'GET', url: `/api/admin/redeem-requests?status=${status}&pageSize=100`, token: ctx.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Array<{ _id: string; status: string; userId: { _id: string; name: string; email: string } }>;
    };
    for (const [status, id] of [['pending', pending], ['completed', completed], ['rejected', rejected]] as const) {
      const items = await list(status);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.status === status)).toBe(true);
      const mine = items.filter((item) => item.userId._id === user.id);
      expect(mine.map((item) => item._id)).toEqual([id]);
      expect(mine[0]!.userId).toEqual({ _id: user.id, name: 'Filter Person', email: user.email });
    }
    const all = await ctx.t.request('admin', { method: 'GET', url: '/api/admin/redeem-requests?pageSize=100', token: ctx.admin });
    expect(new Set(all.json().map((item: { status: string }) => item.status))).toEqual(new Set(['pending', 'completed', 'rejected']));
    expectRestError(await ctx.t.request('admin', { method: 'GET', url: '/api/admin/redeem-requests?status=paid', token: ctx.admin }), 400, /status/i);
  });
});

// ── codes kept in clear before migration 0034 ───────────────────────────────────────────

describe('a database from before withdrawal codes were sealed', () => {
  it('migrates: codes sealed at boot, the audit entry and the mail that held one cut to its last 4, the code still revealable', async () => {
    const database = await createFreshDatabase(inject('postgresAdminUrl'));
    const code = 'gplay-old1 zz9q';
    let requestId = '';
    try {
      const orm = await openOrm(database.url, 1);
      try {
        const names = migrationsList.map((migration) => migration.name);
        await orm.getMigrator().up({ to: names[names.indexOf('Migration0034WithdrawalCodesAndAdjustmentKeys') - 1]! });
        const run = (statement: string, params: unknown[] = []): Promise<any[]> => orm.em.fork().getConnection().execute(statement, params);
        const now = new Date('2026-01-10T10:00:00.000Z');
        const [user] = await run(`insert into users (name, email, password_hash, created_at) values ('Legacy Payee', 'legacy-payee@example.com', 'x', ?) returning id`, [now]);
        await run(`select * from wallet_post_transfer('legacy-fund', 'adjustment', null, 'adjustments', ?, null, 5000, 'Adjustment: legacy', null, null, ?)`, [user.id, now]);
        const [created] = await run(`select (request).id from redeem_request_withdrawal(?, 5000, 'legacy-payee@example.com', null, 'fingerprint', 'Withdrawal request: ₹50', ?)`, [user.id, now]);
        requestId = created.id;
        const [settled] = await run(`select transfer_id from wallet_post_transfer(?, 'withdrawal-settle', null, 'withdrawal-holds', null, 'withdrawals', 5000, 'Withdrawal ₹50 paid', ?, null, ?)`, [
          `withdrawal-settle:${requestId}`,
          requestId,
          now,
        ]);
        await run(`update redeem_requests set status = 'completed', code = ?, resolved_at = ?, resolution_transfer_id = ? where id = ?`, [code, now, settled.transfer_id, requestId]);
        await run(`insert into audit_log (action, target_type, target_id, before, after, created_at) values ('redeem.complete', 'redeem-request', ?, '{"status":"pending"}', ?, ?)`, [
          requestId,
          JSON.stringify({ status: 'completed', code }),
          now,
        ]);
        await run(`insert into outbox_mails (recipient, subject, text, html, status, next_attempt_at, created_at, sent_at) values ('legacy-payee@example.com', 'Your ₹50 Google Play code', ?, ?, 'sent', ?, ?, ?)`, [
          `Hello Legacy Payee\n\nYour Google Play code:\n\n${code}\n\nRedeem it in the Play Store.\n`,
          `<p>Your Google Play code:</p><p><strong>${code}</strong></p>`,
          now,
          now,
          now,
        ]);
      } finally {
        await orm.close();
      }

      const migrated = await createTestServer({}, { databaseUrl: database.url });
      try {
        const query = (statement: string, params: unknown[] = []): Promise<any[]> => migrated.server.orm.em.fork().getConnection().execute(statement, params);
        expect(await tablesHoldingCode(query, code)).toEqual([]);
        // The emptied column stays for hosts of the previous version while they roll; a code they would write in clear is refused.
        await expect(query(`update redeem_requests set code = 'GPLAY-OLDHOST-1' where id = ?`, [requestId])).rejects.toThrow(/redeem_requests_code_never_in_clear/);
        const admin = await migrated.adminToken();
        const listed = await migrated.request('admin', { method: 'GET', url: '/api/admin/redeem-requests?status=completed', token: admin });
        expect(listed.json()).toEqual([expect.objectContaining({ _id: requestId, status: 'completed', codeLast4: 'ZZ9Q' })]);
        const revealed = await migrated.request('admin', { method: 'POST', url: `/api/admin/redeem-requests/${requestId}/reveal`, token: admin });
        expect(revealed.json()).toEqual({ code });
        const [audit] = await query(`select after from audit_log where action = 'redeem.complete' and target_id = ?`, [requestId]);
        expect(audit.after).toEqual({ status: 'completed', codeLast4: 'ZZ9Q' });
        const [mail] = await query(`select text, html from outbox_mails where recipient = 'legacy-payee@example.com'`);
        expect(mail.text).toContain('…ZZ9Q');
        expect(mail.html).toContain('<strong>…ZZ9Q</strong>');
        const check = await migrated.request('admin', { method: 'POST', url: '/api/admin/ledger-check', token: admin });
        expect(check.json()).toMatchObject({ ok: true });
      } finally {
        await migrated.close();
      }
    } finally {
      await database.drop();
    }
  });
});

// ── admin balance adjustments ───────────────────────────────────────────────────────────

ledgerChecksOutAfterThisFile(ctx);
