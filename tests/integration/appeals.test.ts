import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, DAY_MS } from '../../server/clock';
import { sql } from '../../server/modules/sql';
import { STATS_CACHE_MS } from '#contract/stats/rules';
import type { AdminAppeal, AppealFigures, HeldItem, MyHeldItems } from '#contract/appeals/schemas';
import { RATE_LIMITS } from '../../server/modules/rate-limit';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/**
 * Issue 30's "holds say why, and can be contested" (decision 043): a person's held items with their
 * coded reasons, one open appeal per item and only on their own, the rate limit, bad input changing
 * nothing, the admin's answer (audited, e-mailed in the person's language), a blocked account's
 * appeal by its password, and /transparency's times to an answer from rows at known times.
 */

let t: TestServer;
let admin: string;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['tasks'] });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

let taskCounter = 0;
async function createTask(perUserLimit = 1): Promise<string> {
  taskCounter += 1;
  const body = { title: `Appeal task ${taskCounter}`, steps: 'Answer', rewardPaise: 700, proof: 'text', perUserLimit, totalLimit: 100, enabled: true };
  const response = await t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: admin, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

async function submit(token: string, taskId: string): Promise<string> {
  const response = await t.request('public', { method: 'POST', url: `/api/tasks/${taskId}/submissions`, token, payload: { text: 'my answer' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

async function appealRows(): Promise<Array<{ item_id: string; user_id: string; status: string; item_kind: string }>> {
  return sql(t.server.orm.em.fork(), `select item_id, user_id, status, item_kind from appeals order by created_at, id`);
}

const mine = async (token: string) => trpcData<MyHeldItems>(await t.trpcQuery('public', 'appeals.mine', undefined, { token })).items;
const ask = (token: string, input: Record<string, unknown>) => t.trpcMutation('public', 'appeals.create', input, { token });

describe('a held item says why, and its owner asks for a review', () => {
  it('lists a pending submission with its coded reason, takes one open appeal, refuses a second and anyone else', async () => {
    const alice = await t.createUser({ name: 'Alice Appealer' });
    const bob = await t.createUser({ name: 'Bob Bystander' });
    const submissionId = await submit(alice.token, await createTask());

    const [item] = await mine(alice.token);
    expect(item).toMatchObject({ kind: 'task-submission', id: submissionId, subject: expect.stringMatching(/^Appeal task/), amountPaise: 700, reason: { code: 'task.pending' }, note: null, appeal: null, canAppeal: true });

    const before = await appealRows();
    // Someone else's item answers like one that does not exist, and nothing is written.
    expect(trpcError(await ask(bob.token, { kind: 'task-submission', id: submissionId, message: 'Please look at this again' })).data.appCode).toBe('appeals.item-not-found');
    // The wrong kind for the id is not found either.
    expect(trpcError(await ask(alice.token, { kind: 'withdrawal', id: submissionId, message: 'Please look at this again' })).data.appCode).toBe('appeals.item-not-found');
    // Bad input: 400, nothing written.
    for (const input of [
      { kind: 'task-submission', id: submissionId, message: 'short' },
      { kind: 'task-submission', id: submissionId, message: 'x'.repeat(1001) },
      { kind: 'account', id: submissionId, message: 'Please look at this again' },
      { kind: 'task-submission', id: 'not-an-id', message: 'Please look at this again' },
      { kind: 'task-submission', id: submissionId },
    ]) {
      const response = await ask(alice.token, input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
    expect(await appealRows()).toEqual(before);

    const created = await ask(alice.token, { kind: 'task-submission', id: submissionId, message: '  My answer was right, please check again.  ' });
    expect(created.statusCode, created.body).toBe(200);
    expect(trpcData<HeldItem>(created)).toMatchObject({ canAppeal: false, appeal: { status: 'open', message: 'My answer was right, please check again.', answer: null } });
    const again = await ask(alice.token, { kind: 'task-submission', id: submissionId, message: 'Asking a second time, please.' });
    expect(again.statusCode).toBe(409);
    expect(trpcError(again).data.appCode).toBe('appeals.already-open');
    expect((await appealRows()).filter((row) => row.item_id === submissionId)).toHaveLength(1);
    expect((await mine(alice.token))[0]).toMatchObject({ canAppeal: false, appeal: { status: 'open' } });
    // Signed out: refused.
    expect((await t.trpcMutation('public', 'appeals.create', { kind: 'task-submission', id: submissionId, message: 'Please look at this again' })).statusCode).toBe(401);
  });

  it('shows a rejected submission with the coded reason first and the admin note beside it', async () => {
    const user = await t.createUser();
    const id = await submit(user.token, await createTask());
    const rejected = await t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${id}/reject`, token: admin, payload: { reason: 'The screenshot shows another app' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await mine(user.token)).toEqual([expect.objectContaining({ id, reason: { code: 'task.rejected' }, note: 'The screenshot shows another app' })]);
  });

  it('limits how many reviews a person asks for in a day', async () => {
    const user = await t.createUser();
    const taskId = await createTask(RATE_LIMITS.appealPerUser.limit + 1);
    const ids: string[] = [];
    for (let index = 0; index <= RATE_LIMITS.appealPerUser.limit; index += 1) ids.push(await submit(user.token, taskId));
    for (const id of ids.slice(0, -1)) expect((await ask(user.token, { kind: 'task-submission', id, message: 'Please check this one again' })).statusCode).toBe(200);
    const limited = await ask(user.token, { kind: 'task-submission', id: ids.at(-1), message: 'Please check this one again' });
    expect(limited.statusCode).toBe(429);
    expect((await appealRows()).filter((row) => row.item_id === ids.at(-1))).toEqual([]);
  });
});

describe('the admin answers', () => {
  it('lists open appeals oldest first with the item and its reason; the answer is audited and e-mailed in the person’s language', async () => {
    const first = await t.createUser({ name: 'Asha First' });
    const second = await t.createUser({ name: 'Ravi Second' });
    await sql(t.server.orm.em.fork(), `update users set locale = 'hi' where id = ?`, [first.id]);
    const firstItem = await submit(first.token, await createTask());
    const secondItem = await submit(second.token, await createTask());
    await ask(first.token, { kind: 'task-submission', id: firstItem, message: 'First one asking for a review' });
    t.clock.advance(60_000);
    await ask(second.token, { kind: 'task-submission', id: secondItem, message: 'Second one asking for a review' });

    const queue = trpcData<AdminAppeal[]>(await t.trpcQuery('admin', 'appeals.list', { status: 'open' }, { token: admin }));
    const ours = queue.filter((appeal) => [firstItem, secondItem].includes(appeal.itemId));
    expect(ours.map((appeal) => appeal.itemId)).toEqual([firstItem, secondItem]);
    expect(ours[0]).toMatchObject({ user: { name: 'Asha First', email: first.email }, item: { kind: 'task-submission', reason: { code: 'task.pending' } }, message: 'First one asking for a review' });

    t.clock.advance(3 * HOUR_MS);
    const answered = await t.trpcMutation('admin', 'appeals.answer', { id: ours[0]!.id, outcome: 'changed', answer: 'You were right; we approved it.' }, { token: admin });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(trpcData<AdminAppeal>(answered)).toMatchObject({ status: 'changed', answer: 'You were right; we approved it.', answeredAt: expect.any(String) });
    const [audit] = await sql<{ admin_id: string; after: { status: string } }>(t.server.orm.em.fork(), `select admin_id, after from audit_log where action = 'appeals.answer' and target_id = ?`, [ours[0]!.id]);
    expect(audit).toMatchObject({ admin_id: expect.any(String), after: { status: 'changed' } });
    const mail = await t.latestMailTo(first.email);
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail?.text).toContain('You were right; we approved it.');
    expect(mail?.text).toContain('/reviews');
    // Told like every other outcome (decision 041): one inbox row, so the bell and a push say it too.
    const told = await sql<{ kind: string; values: { changed: boolean; answer: string } }>(t.server.orm.em.fork(), `select kind, "values" from notifications where user_id = (select user_id from appeals where id = ?)`, [ours[0]!.id]);
    expect(told.filter((row) => row.kind === 'appeal-answered')).toEqual([{ kind: 'appeal-answered', values: { appealId: ours[0]!.id, changed: true, answer: 'You were right; we approved it.' } }]);

    // Answered once: a second answer is refused and changes nothing.
    const twice = await t.trpcMutation('admin', 'appeals.answer', { id: ours[0]!.id, outcome: 'upheld', answer: 'Changed my mind' }, { token: admin });
    expect(trpcError(twice).data.appCode).toBe('appeals.already-answered');
    expect((await mine(first.token)).find((item) => item.id === firstItem)).toMatchObject({ canAppeal: true, appeal: { status: 'changed', answer: 'You were right; we approved it.' } });
    // Bad input: 400 and still open.
    expect((await t.trpcMutation('admin', 'appeals.answer', { id: ours[1]!.id, outcome: 'maybe', answer: 'x' }, { token: admin })).statusCode).toBe(400);
    expect((await t.trpcMutation('admin', 'appeals.answer', { id: ours[1]!.id, outcome: 'upheld', answer: '  ' }, { token: admin })).statusCode).toBe(400);
    expect((await appealRows()).find((row) => row.item_id === secondItem)?.status).toBe('open');
  });
});

describe('a blocked account asks for a review from the sign-in page', () => {
  it('proves itself by its password, makes no session, holds one open appeal, and reaches the admin as a blocked account', async () => {
    const user = await t.createUser({ name: 'Blocked Person' });
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: admin })).json().isBlocked).toBe(true);
    const signIn = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password });
    expect(trpcError(signIn).data.appCode).toBe('auth.blocked');

    const before = await appealRows();
    const wrong = await t.trpcMutation('public', 'appeals.blockedAccount', { email: user.email, password: 'not-the-password', message: 'I did nothing wrong, please check.' });
    expect(trpcError(wrong).data.appCode).toBe('auth.invalid-credentials');
    const unknown = await t.trpcMutation('public', 'appeals.blockedAccount', { email: 'nobody-here@example.com', password: 'whatever-password', message: 'I did nothing wrong, please check.' });
    expect(trpcError(unknown).data.appCode).toBe('auth.invalid-credentials');
    expect((await t.trpcMutation('public', 'appeals.blockedAccount', { email: user.email, password: user.password, message: 'short' })).statusCode).toBe(400);
    expect(await appealRows()).toEqual(before);

    const ok = await t.trpcMutation('public', 'appeals.blockedAccount', { email: user.email, password: user.password, message: 'I did nothing wrong, please check.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['set-cookie']).toBeUndefined();
    expect(trpcError(await t.trpcMutation('public', 'appeals.blockedAccount', { email: user.email, password: user.password, message: 'Asking again about the block.' })).data.appCode).toBe('appeals.already-open');

    const queue = trpcData<AdminAppeal[]>(await t.trpcQuery('admin', 'appeals.list', { status: 'open' }, { token: admin }));
    expect(queue.find((appeal) => appeal.itemKind === 'account' && appeal.itemId === user.id)).toMatchObject({ user: { isBlocked: true }, item: { kind: 'account', reason: { code: 'account.blocked' } } });

    const free = await t.createUser();
    expect(trpcError(await t.trpcMutation('public', 'appeals.blockedAccount', { email: free.email, password: free.password, message: 'I am not even blocked here.' })).data.appCode).toBe('appeals.account-not-blocked');
  });
});

describe('/transparency: appeals answered and the time to an answer', () => {
  it('counts answers in the window and ever, and takes the median and 90th percentile from the rows’ real times', async () => {
    const em = t.server.orm.em.fork();
    await sql(em, `delete from appeals`);
    const user = await t.createUser();
    const now = t.clock.now().getTime();
    const answered = async (hours: number, answeredDaysAgo: number, status = 'upheld') => {
      const answeredAt = new Date(now - answeredDaysAgo * DAY_MS);
      await sql(em, `insert into appeals (user_id, item_kind, item_id, message, status, answer, created_at, answered_at) values (?, 'task-submission', gen_random_uuid(), 'A message long enough', ?, 'An answer', ?, ?)`, [
        user.id,
        status,
        new Date(answeredAt.getTime() - hours * HOUR_MS),
        answeredAt,
      ]);
    };
    for (const [hours, status] of [[1, 'upheld'], [2, 'changed'], [3, 'upheld'], [4, 'upheld'], [10, 'changed']] as const) await answered(hours, 1, status);
    // Outside the window: counted all time, not in the times.
    await answered(500, 40);
    await sql(em, `insert into appeals (user_id, item_kind, item_id, message, status, created_at) values (?, 'withdrawal', gen_random_uuid(), 'Still waiting here', 'open', ?)`, [user.id, new Date(now - HOUR_MS)]);

    t.clock.advance(STATS_CACHE_MS);
    const figures = trpcData<AppealFigures>(await t.trpcQuery('public', 'appeals.figures'));
    expect(figures).toEqual({ windowDays: 30, answeredInWindow: 5, answeredAllTime: 6, open: 1, changedInWindow: 2, medianHours: 3, p90Hours: 10 });
  });
});
