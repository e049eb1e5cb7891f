import { randomUUID } from 'node:crypto';
import { beforeAll, afterAll, expect, it } from 'vitest';
import { OutboxMail } from '../../db/entities';
import { ledgerLineSchema } from '#contract/wallet/ledger-lines';
import { outboxMailContent } from '../../server/modules/mail/outbox-mail-content';
import { ledgerLineParams } from '../../server/modules/wallet';
import { trpcData, createTestServer, type TestServer, type TestServerOptions } from './harness';

/**
 * The money API's REST paths as the money tests call them (rupees outside, paise inside), shared
 * by the files split by subject (promo codes, wallet history, withdrawals, admin adjustments,
 * authorization, ledger check); each file makes its own server and users.
 */

export type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The file's server and the admin's current token (setClock signs the admin in again). */
export interface MoneyTestContext {
  t: TestServer;
  admin: string;
}

/** Starts the file's own server and signs the admin in; the context is filled before the first test. */
export function useMoneyServer(options: TestServerOptions = {}): MoneyTestContext {
  const ctx = {} as MoneyTestContext;
  beforeAll(async () => {
    ctx.t = await createTestServer({}, options);
    ctx.admin = await ctx.t.adminToken();
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

/**
 * Two server processes on one database and one clock — `t`, where the admin works, and `other` —
 * for a file's tests of what each process caches; both start before the first test.
 */
export function useTwoProcesses(): MoneyTestContext & { other: TestServer } {
  const ctx = {} as MoneyTestContext & { other: TestServer };
  beforeAll(async () => {
    ctx.t = await createTestServer();
    ctx.other = await createTestServer({}, { databaseUrl: ctx.t.databaseUrl, clock: ctx.t.clock });
    ctx.admin = await ctx.t.adminToken();
  });
  afterAll(async () => {
    await ctx.other.close();
    await ctx.t.close();
  });
  return ctx;
}

export function moneyHelpers(ctx: MoneyTestContext) {
  function createPromo(payload: Record<string, unknown>, token = ctx.admin) {
    return ctx.t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token, payload });
  }

  async function promo(payload: Record<string, unknown>): Promise<{ _id: string; code: string; amount: number }> {
    const response = await createPromo(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  function redeemPromo(user: { token: string }, code: unknown) {
    return ctx.t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code } });
  }

  /** Each call is a new adjustment (its own Idempotency-Key) unless a key is given; `key: null` sends none. */
  function adjust(userId: string, payload: Record<string, unknown>, { token = ctx.admin, key = randomUUID() }: { token?: string; key?: string | null } = {}) {
    return ctx.t.request('admin', { method: 'PUT', url: `/api/admin/users/${userId}/balance`, token, payload, headers: key === null ? {} : { 'idempotency-key': key } });
  }

  async function fund(userId: string, rupees: number) {
    const response = await adjust(userId, { amount: rupees, type: 'add', reason: 'test funding' });
    expect(response.statusCode, response.body).toBe(200);
  }

  function withdraw(user: { token: string }, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    return ctx.t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: user.token, payload, headers });
  }

  async function pendingRequest(user: TestUser, rupees: number, email = user.email): Promise<string> {
    const response = await withdraw(user, { amount: rupees, email });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().request._id;
  }

  function complete(id: string, payload: Record<string, unknown>, token = ctx.admin) {
    return ctx.t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${id}/complete`, token, payload });
  }

  function reject(id: string, payload: Record<string, unknown>, token = ctx.admin) {
    return ctx.t.request('admin', { method: 'PUT', url: `/api/admin/redeem-requests/${id}/reject`, token, payload });
  }

  async function balance(user: { token: string }): Promise<{ balance: number; pending: number; pendingCount: number }> {
    const response = await ctx.t.request('public', { method: 'GET', url: '/api/wallet/balance', token: user.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function walletBalance(user: { token: string }): Promise<number> {
    const response = await ctx.t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().walletBalance;
  }

  interface RestTransaction {
    _id: string;
    description: string;
    amount: number;
    kind: string;
    promoCode: string | null;
    createdAt: string;
  }

  async function transactions(user: { token: string }, query = 'pageSize=100'): Promise<RestTransaction[]> {
    const response = await ctx.t.request('public', { method: 'GET', url: `/api/wallet/transactions?${query}`, token: user.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function redeemHistory(user: { token: string }): Promise<Array<{ _id: string; amount: number; status: string; codeLast4: string | null; rejectReason: string | null; email: string }>> {
    const response = await ctx.t.request('public', { method: 'GET', url: '/api/wallet/redeem-history?pageSize=100', token: user.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  function updateOption(input: Record<string, unknown>, token = ctx.admin) {
    return ctx.t.request('admin', { method: 'POST', url: '/trpc/redeemRequests.updateOption', token, payload: { json: input } });
  }

  async function auditEntries(): Promise<Array<{ action: string; targetType: string; targetId: string; adminEmail: string | null; before: unknown; after: any }>> {
    const response = await ctx.t.request('admin', {
      method: 'GET',
      url: `/trpc/audit.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 100 } }))}`,
      token: ctx.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return trpcData(response).entries;
  }

  async function ledgerCheck() {
    const response = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/ledger-check', token: ctx.admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Every mail queued to an address (the harness's latestMailTo cannot order mails queued in the same instant). */
  async function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
    return (await ctx.t.server.orm.em.fork().find(OutboxMail, { to: email.toLowerCase() })).map((mail) => outboxMailContent(mail, ctx.t.config));
  }

  /** Moves the clock and signs the admin in again (admin sessions last 12 hours). */
  async function setClock(iso: string) {
    ctx.t.clock.set(new Date(iso));
    ctx.admin = await ctx.t.adminToken();
  }

  function db(statement: string, params: unknown[] = []): Promise<any[]> {
    return ctx.t.server.orm.em.fork().getConnection().execute(statement, params);
  }

  async function dbRow(statement: string, params: unknown[] = []): Promise<any> {
    const [row] = await db(statement, params);
    expect(row, statement).toBeDefined();
    return row;
  }

  /** A request to the admin's REST API as the signed-in admin. */
  function adminRequest(method: 'POST' | 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) {
    return ctx.t.request('admin', { method, url, token: ctx.admin, ...(payload ? { payload } : {}) });
  }

  /** A reward product made by the admin, stocked with `codes`; its id. */
  async function rewardProduct(payload: Record<string, unknown>, codes: string[] = []): Promise<string> {
    const created = await adminRequest('POST', '/api/admin/rewards', payload);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    if (codes.length) expect((await adminRequest('POST', `/api/admin/rewards/${id}/codes`, { codes })).json()).toMatchObject({ added: codes.length });
    return id;
  }

  /** A user's whole observable money state, to prove a refusal changed nothing. */
  async function moneyState(user: { token: string }) {
    return { wallet: await balance(user), transactions: await transactions(user), history: await redeemHistory(user) };
  }

  return { createPromo, promo, redeemPromo, adjust, fund, withdraw, pendingRequest, complete, reject, balance, walletBalance, transactions, redeemHistory, updateOption, auditEntries, ledgerCheck, mailsTo, setClock, db, dbRow, moneyState, adminRequest, rewardProduct };
}

/**
 * The transfers whose line is not a code of the contract's table with values its shape accepts
 * (decision 038), or whose entries carry another line, and those whose stored description is not the
 * line's English wording; both empty when every writer did its part.
 */
export async function ledgerLinesOf(ctx: MoneyTestContext): Promise<{ unknown: unknown[]; misworded: unknown[] }> {
  const rows: Array<{ id: string; kind: string; description: string; line_code: string; line_values: unknown; entries_alike: boolean }> = await ctx.t.server.orm.em
    .fork()
    .getConnection()
    .execute(
      `select t.id, t.kind, t.description, t.line_code, t.line_values,
              not exists (select 1 from ledger_entries e where e.transfer_id = t.id and (e.line_code <> t.line_code or e.line_values <> t.line_values)) as entries_alike
       from ledger_transfers t`,
    );
  const lines = rows.map((row) => ({ row, parsed: ledgerLineSchema.safeParse({ code: row.line_code, values: row.line_values }) }));
  return {
    unknown: lines.filter(({ row, parsed }) => !parsed.success || !row.entries_alike).map(({ row }) => [row.kind, row.line_code, row.line_values]),
    misworded: lines.filter(({ row, parsed }) => parsed.success && ledgerLineParams(parsed.data)[0] !== row.description).map(({ row }) => [row.line_code, row.description]),
  };
}

/**
 * Ends a money file: after everything the file did, cached balances equal entry sums, the
 * system sums to zero, and the check covered every transfer and account; and every transfer's line
 * is a known code with valid values, worded in English as its stored description.
 */
export function ledgerChecksOutAfterThisFile(ctx: MoneyTestContext) {
  it('after everything this file did, cached balances equal entry sums and the system sums to zero', async () => {
    const { ledgerCheck, dbRow } = moneyHelpers(ctx);
    // A file may have moved the clock past the admin's session.
    ctx.admin = await ctx.t.adminToken();
    const check = await ledgerCheck();
    expect(check).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
    const counts = await dbRow(`select (select count(*)::int from ledger_transfers) as transfers, (select count(*)::int from wallet_accounts) as accounts`);
    expect(counts.transfers).toBeGreaterThan(0);
    expect(check.transfersChecked).toBe(counts.transfers);
    expect(check.accountsChecked).toBe(counts.accounts);
    expect(await ledgerLinesOf(ctx)).toEqual({ unknown: [], misworded: [] });
  });
}
