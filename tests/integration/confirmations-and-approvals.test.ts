import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin, AuditEntry, User } from '../../db/entities';
import { loadConfig } from '../../server/config';
import { createAdmin } from '../../server/modules/admin-auth/create-admin';
import type { AdminRole } from '#contract/admin-auth/roles';
import { checkEveryResponse, expectRestError } from './assertions';
import { createTestServer, sqlByHand, trpcData, trpcError, type TestServer } from './harness';

let t: TestServer;
let owner: string;
beforeAll(async () => {
  t = await createTestServer({}, { twoAdminApproval: true });
  owner = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

let adminCounter = 0;
/** Another admin of the given role, signed in over REST. */
async function otherAdmin(role: AdminRole): Promise<{ id: string; token: string }> {
  adminCounter += 1;
  const email = `approver-${adminCounter}@example.com`;
  const password = `a-long-admin-password-${adminCounter}`;
  const em = t.server.orm.em.fork();
  const admin = await createAdmin({ em, clock: t.clock, config: loadConfig({ NODE_ENV: 'test' }), caches: t.server.caches } as never, { email, password });
  await em.nativeUpdate(Admin, { id: admin.id }, { role });
  const login = await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email, password } });
  expect(login.statusCode).toBe(200);
  return { id: admin.id, token: login.json().token as string };
}

const toggle = (id: string, options: { payload?: unknown; token?: string } = {}) =>
  t.request('admin', { method: 'PUT', url: `/api/admin/users/${id}/toggle-block`, token: options.token ?? owner, ...(options.payload === undefined ? {} : { payload: options.payload as object }) });
const credit = (id: string, rupees: number, token = owner, key = randomUUID()) =>
  t.request('admin', { method: 'PUT', url: `/api/admin/users/${id}/balance`, token, payload: { amount: rupees, type: 'add', reason: 'Goodwill credit' }, headers: { 'idempotency-key': key } });
const balanceOf = async (token: string) => (await t.request('public', { method: 'GET', url: '/api/wallet/balance', token })).json().balance as number;
const auditOf = (targetId: string) => t.server.orm.em.fork().find(AuditEntry, { targetId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

describe('blocking needs a reason, shown to the person', () => {
  it('refuses a block without a reason over tRPC; with one, stores it and signing in shows it', async () => {
    const user = await t.createUser();
    const refused = await t.trpcMutation('admin', 'users.toggleBlock', { id: user.id }, { token: owner });
    expect(trpcError(refused).data).toMatchObject({ httpStatus: 400, appCode: 'users.block-reason-required' });
    const blank = await t.trpcMutation('admin', 'users.toggleBlock', { id: user.id, reason: '   ' }, { token: owner });
    expect(trpcError(blank).data.httpStatus).toBe(400);
    expect((await t.server.orm.em.fork().findOneOrFail(User, { id: user.id })).isBlocked).toBe(false);

    const blocked = await t.trpcMutation('admin', 'users.toggleBlock', { id: user.id, reason: '  Several accounts on one device ' }, { token: owner });
    expect(trpcData(blocked)).toMatchObject({ isBlocked: true, blockReason: 'Several accounts on one device' });
    const signIn = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password });
    expect(trpcError(signIn).data.appCode).toBe('auth.blocked');
    expect(JSON.parse(signIn.body).error.json.data.params).toEqual({ reason: 'Several accounts on one device' });
    // The appeal's item (the blocked account) carries the admin's note too.
    const [audit] = await auditOf(user.id);
    expect(audit).toMatchObject({ action: 'user.block', after: { isBlocked: true, reason: 'Several accounts on one device' } });

    // Unblocking clears it.
    expect(trpcData(await t.trpcMutation('admin', 'users.toggleBlock', { id: user.id }, { token: owner }))).toMatchObject({ isBlocked: false, blockReason: null });
  });

  it('over REST a body must carry a non-empty reason; the body-less original call is kept and audited "no reason given"', async () => {
    const user = await t.createUser();
    expectRestError(await toggle(user.id, { payload: {} }), 400, 'A reason is required to block a user');
    expectRestError(await toggle(user.id, { payload: { reason: '' } }), 400, 'A reason is required to block a user');
    expectRestError(await toggle(user.id, { payload: { reason: 'x'.repeat(501) } }), 400);
    expect((await t.server.orm.em.fork().findOneOrFail(User, { id: user.id })).isBlocked).toBe(false);

    const withReason = await toggle(user.id, { payload: { reason: 'Chargeback fraud' } });
    expect(withReason.statusCode).toBe(200);
    expect(withReason.json()).toMatchObject({ isBlocked: true, blockReason: 'Chargeback fraud' });
    expect((await toggle(user.id, { payload: { reason: 'Reviewed, cleared' } })).json()).toMatchObject({ isBlocked: false, blockReason: null });

    // The original's call: no body at all, or an empty JSON body.
    expect((await toggle(user.id)).json()).toMatchObject({ isBlocked: true, blockReason: null });
    const emptyJson = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: owner, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(emptyJson.json()).toMatchObject({ isBlocked: false });
    const actions = (await auditOf(user.id)).map((entry) => [entry.action, (entry.after as { reason: string }).reason]);
    expect(actions).toEqual([
      ['user.block', 'Chargeback fraud'],
      ['user.unblock', 'Reviewed, cleared'],
      ['user.block', 'no reason given'],
      ['user.unblock', 'no reason given'],
    ]);
  });
});

describe('two-admin approval of a balance credit', () => {
  it('parks a credit above ₹500 (202 with the approval id), applies it once when another admin approves', async () => {
    const user = await t.createUser();
    const finance = await otherAdmin('finance');

    // At the threshold it applies at once; above it waits.
    expect((await credit(user.id, 500)).statusCode).toBe(200);
    const parked = await credit(user.id, 600);
    expect(parked.statusCode).toBe(202);
    const { pendingApprovalId } = parked.json();
    expect(pendingApprovalId).toEqual(expect.any(String));
    expect(await balanceOf(user.token)).toBe(500);

    const state = trpcData(await t.trpcQuery('admin', 'approvals.state', undefined, { token: finance.token }));
    expect(state).toMatchObject({ pendingCount: 1, off: [], thresholds: { balanceCreditPaise: 50_000, promoTotalPaise: 1_000_000 } });
    const queue = trpcData<Array<Record<string, unknown>>>(await t.trpcQuery('admin', 'approvals.list', { status: 'pending' }, { token: finance.token }));
    expect(queue).toEqual([
      expect.objectContaining({ id: pendingApprovalId, kind: 'balance-credit', amountPaise: 60_000, status: 'pending', mayDecide: true, target: expect.objectContaining({ id: user.id, balancePaise: 50_000 }) }),
    ]);

    // The requester cannot decide their own.
    const own = await t.trpcMutation('admin', 'approvals.approve', { id: pendingApprovalId }, { token: owner });
    expect(trpcError(own).data).toMatchObject({ httpStatus: 403, appCode: 'approvals.own-request' });

    // Two approvers at the same moment: one performs it, the other is told it is decided.
    const second = await otherAdmin('owner');
    const answers = await Promise.all([
      t.trpcMutation('admin', 'approvals.approve', { id: pendingApprovalId }, { token: finance.token }),
      t.trpcMutation('admin', 'approvals.approve', { id: pendingApprovalId }, { token: second.token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => (answer.statusCode === 409 ? trpcError(answer).data.appCode : 'ok')).sort()).toEqual(['approvals.already-decided', 'ok']);
    expect(await balanceOf(user.token)).toBe(1100);
    const [counted] = await sqlByHand<{ count: string }>(t.databaseUrl, `select count(*) from balance_adjustments where user_id = $1`, [user.id]);
    expect(Number(counted?.count)).toBe(2);
    const actions = (await t.server.orm.em.fork().find(AuditEntry, { targetId: pendingApprovalId })).map((entry) => entry.action).sort();
    expect(actions).toEqual(['approval.approve', 'approval.request']);
    // A retry of the same request (its key) answers the same approval, not a second one.
    expect(trpcData(await t.trpcQuery('admin', 'approvals.state', undefined, { token: finance.token })).pendingCount).toBe(0);
  });

  it('a retried request makes one approval; a rejection applies nothing; a wrong role cannot decide', async () => {
    const user = await t.createUser();
    const key = randomUUID();
    const first = (await credit(user.id, 700, owner, key)).json().pendingApprovalId;
    expect((await credit(user.id, 700, owner, key)).json().pendingApprovalId).toBe(first);

    const support = await otherAdmin('support');
    const content = await otherAdmin('content');
    expect(trpcError(await t.trpcQuery('admin', 'approvals.list', { status: 'pending' }, { token: support.token })).data.appCode).toBe('admin-auth.role-required');
    // Content approves promo codes, not credits.
    const wrongRole = await t.trpcMutation('admin', 'approvals.approve', { id: first }, { token: content.token });
    expect(trpcError(wrongRole).data).toMatchObject({ httpStatus: 403, appCode: 'admin-auth.role-required' });
    expect(JSON.parse(wrongRole.body).error.json.data.params).toEqual({ roles: ['owner', 'finance'] });

    const finance = await otherAdmin('finance');
    expect(trpcData(await t.trpcMutation('admin', 'approvals.reject', { id: first, note: 'Not agreed with support' }, { token: finance.token }))).toEqual({ status: 'rejected' });
    expect(await balanceOf(user.token)).toBe(0);
    expect(trpcError(await t.trpcMutation('admin', 'approvals.approve', { id: first }, { token: finance.token })).data.appCode).toBe('approvals.already-decided');
    const decided = trpcData<Array<Record<string, unknown>>>(await t.trpcQuery('admin', 'approvals.list', { status: 'decided' }, { token: finance.token }));
    expect(decided.find((row) => row.id === first)).toMatchObject({ status: 'rejected', note: 'Not agreed with support', decidedBy: { id: finance.id, email: expect.any(String) } });
  });

  it('a promo code with unlimited uses or over ₹10,000 in total waits; content may not approve past its own limit, finance may', async () => {
    const code = `BIG${Date.now()}`;
    const parked = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: owner, payload: { code, amount: 50 } });
    expect(parked.statusCode).toBe(202);
    const small = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: owner, payload: { code: `${code}S`, amount: 100, maxUses: 100 } });
    expect(small.statusCode).toBe(201);
    // An approving content admin is held to the owner's limit for content (decision 046): unlimited uses are over any limit.
    const content = await otherAdmin('content');
    expect(trpcError(await t.trpcMutation('admin', 'approvals.approve', { id: parked.json().pendingApprovalId }, { token: content.token })).data.appCode).toBe('promo.over-content-limit');
    const finance = await otherAdmin('finance');
    expect(trpcData(await t.trpcMutation('admin', 'approvals.approve', { id: parked.json().pendingApprovalId }, { token: finance.token }))).toEqual({ status: 'approved' });
    const list = (await t.request('admin', { method: 'GET', url: '/api/admin/promocodes', token: owner })).json() as Array<{ code: string; maxUses: number | null }>;
    expect(list.filter((promo) => promo.code === code)).toEqual([expect.objectContaining({ code, maxUses: null })]);
  });

  it('a code that could never be created is refused at once, not parked for an approver', async () => {
    const code = `TAKEN${Date.now()}`;
    expect((await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: owner, payload: { code, amount: 10, maxUses: 10 } })).statusCode).toBe(201);
    const pendingBefore = trpcData(await t.trpcQuery('admin', 'approvals.state', undefined, { token: owner })).pendingCount;
    // The same name (any case) with unlimited uses would wait for approval; it is refused as a duplicate instead.
    const duplicate = await t.trpcMutation('admin', 'promoCodes.create', { code: code.toLowerCase(), amountPaise: 5_000 }, { token: owner });
    expect(trpcError(duplicate).data).toMatchObject({ httpStatus: 409, appCode: 'promo.duplicate' });
    const past = await t.trpcMutation('admin', 'promoCodes.create', { code: `${code}X`, amountPaise: 5_000, expiresAt: new Date(t.clock.now().getTime() - 60_000) }, { token: owner });
    expect(trpcError(past).data.appCode).toBe('promo.expiry-past');
    expect(trpcData(await t.trpcQuery('admin', 'approvals.state', undefined, { token: owner })).pendingCount).toBe(pendingBefore);
  });

  it('documents the 202 answer in OpenAPI', async () => {
    const doc = (await t.request('admin', { method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/admin/users/{id}/balance'].put.responses['202'].content['application/json'].schema.properties).toHaveProperty('pendingApprovalId');
    expect(doc.paths['/api/admin/users/{id}/toggle-block'].put.requestBody.required).toBe(false);
  });
});

describe('switching two-admin approval off', () => {
  it('is refused while another admin exists; an owner alone may, audited and visible in the state', async () => {
    const alone = await createTestServer({}, { twoAdminApproval: true });
    try {
      const token = await alone.adminToken();
      const off = { balanceCreditPaise: null, promoTotalPaise: 1_000_000 };
      const answered = trpcData(await alone.trpcMutation('admin', 'approvals.updateThresholds', off, { token }));
      expect(answered).toMatchObject({ off: ['balance-credit'], adminCount: 1 });
      const [entry] = await alone.server.orm.em.fork().find(AuditEntry, { action: 'settings.approval-thresholds' });
      expect(entry).toMatchObject({ before: { balanceCreditPaise: 50_000 }, after: off });
      const user = await alone.createUser();
      expect((await alone.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/balance`, token, payload: { amount: 900, type: 'add' }, headers: { 'idempotency-key': randomUUID() } })).statusCode).toBe(200);
      // A disabled admin cannot approve anything, so the owner is still alone (decision 051).
      const em = alone.server.orm.em.fork();
      await createAdmin({ em, clock: alone.clock, config: loadConfig({ NODE_ENV: 'test' }), caches: alone.server.caches } as never, { email: 'left-the-team@example.com', password: 'a-long-admin-password-left' });
      await em.nativeUpdate(Admin, { email: 'left-the-team@example.com' }, { disabledAt: alone.clock.now() });
      const promoOff = trpcData(await alone.trpcMutation('admin', 'approvals.updateThresholds', { balanceCreditPaise: null, promoTotalPaise: null }, { token }));
      expect(promoOff).toMatchObject({ off: ['balance-credit', 'promo-code'], adminCount: 1 });
    } finally {
      await alone.close();
    }

    // Here there are several admins: the owner may change a threshold but not switch it off.
    const refused = await t.trpcMutation('admin', 'approvals.updateThresholds', { balanceCreditPaise: null, promoTotalPaise: 1_000_000 }, { token: owner });
    expect(trpcError(refused).data).toMatchObject({ httpStatus: 409, appCode: 'approvals.off-needs-sole-admin' });
    const finance = await otherAdmin('finance');
    expect(trpcError(await t.trpcMutation('admin', 'approvals.updateThresholds', { balanceCreditPaise: 100_000, promoTotalPaise: 1_000_000 }, { token: finance.token })).data.appCode).toBe('admin-auth.role-required');
  });
});
