import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../server/modules/mail/unsubscribe-token';
import { outboxMailContent } from '../../server/modules/mail/outbox-mail-content';
import { checkEveryResponse } from './assertions';
import { trpcData } from './harness';
import { moneyHelpers, useMoneyServer, type TestUser } from './money-helpers';

/**
 * Notifications (issue 30, decision 041): each outcome writes one inbox row and at most one e-mail in
 * its own transaction, however often it is retried or raced; the person's per-kind choice decides the
 * e-mail, never the inbox row; one-click unsubscribe (RFC 8058) turns one kind's e-mail off by POST
 * only, with a token nobody else can make.
 */

const ctx = useMoneyServer({ capabilities: ['tasks'] });
checkEveryResponse(() => ctx.t);
const { fund, pendingRequest, complete, reject, db } = moneyHelpers(ctx);

const notificationsOf = (userId: string) => db(`select kind, outcome_key, "values", read_at from notifications where user_id = ? order by id`, [userId]);
const mailsOf = (kind: string, email: string) => db(`select id, recipient, template, params from outbox_mails where template = 'notification' and params->'notification'->>'kind' = ? and recipient = ?`, [kind, email]);

async function setPreference(user: TestUser, kind: string, email: boolean, push = true) {
  const response = await ctx.t.trpcMutation('public', 'notifications.setPreference', { kind, email, push }, { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response) as Array<{ kind: string; email: boolean; push: boolean }>;
}

async function task(): Promise<string> {
  const body = { title: 'Install the app', steps: '1. Install', rewardPaise: 1500, proof: 'text', perUserLimit: 1, totalLimit: 100, enabled: true };
  const response = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: ctx.admin, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

async function submission(user: TestUser, taskId: string): Promise<string> {
  const response = await ctx.t.request('public', { method: 'POST', url: `/api/tasks/${taskId}/submissions`, token: user.token, payload: { text: 'done' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

describe('an outcome tells once, in its own transaction', () => {
  it('a withdrawal completed by two admins at once: one inbox row, one e-mail to the request\'s address with the unsubscribe headers', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const id = await pendingRequest(user, 30, 'payout@example.com');
    const answers = await Promise.all([complete(id, { code: 'ABCD-EFGH-IJKL-1234' }), complete(id, { code: 'ABCD-EFGH-IJKL-1234' }), complete(id, { code: 'ABCD-EFGH-IJKL-1234' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);

    const told = await notificationsOf(user.id);
    expect(told).toEqual([{ kind: 'withdrawal-completed', outcome_key: id, values: { requestId: id, amountPaise: 3_000, last4: '1234' }, read_at: null }]);
    const mails = await mailsOf('withdrawal-completed', 'payout@example.com');
    expect(mails).toHaveLength(1);
    const mail = outboxMailContent({ to: mails[0].recipient, template: mails[0].template, params: mails[0].params }, ctx.t.config);
    expect(mail.text).toContain('1234');
    expect(mail.text).not.toContain('ABCD-EFGH');
    const token = unsubscribeToken(ctx.t.config.appSecret, user.id, 'withdrawal-completed');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${ctx.t.config.publicUrl}/api/unsubscribe?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.text).toContain(`/api/unsubscribe?token=${token}`);
  });

  it('a task approved twice at once tells once; a rejection is its own outcome', async () => {
    const taskId = await task();
    const user = await ctx.t.createUser();
    const id = await submission(user, taskId);
    const approvals = await Promise.all([1, 2, 3].map(() => ctx.t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${id}/approve`, token: ctx.admin })));
    expect(approvals.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await notificationsOf(user.id)).toEqual([{ kind: 'task-approved', outcome_key: id, values: { taskId, task: 'Install the app', amountPaise: 1500 }, read_at: null }]);
    expect(await mailsOf('task-approved', user.email)).toHaveLength(1);

    const other = await ctx.t.createUser();
    const rejected = await submission(other, taskId);
    const answer = await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${rejected}/reject`, token: ctx.admin, payload: { reason: 'Blurry screenshot' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await notificationsOf(other.id)).toMatchObject([{ kind: 'task-rejected', values: { taskId, task: 'Install the app', reason: 'Blurry screenshot' } }]);
  });

  it('pushes each outcome to the devices of a person who wants it pushed, in their words, once; not when push is off for the kind', async () => {
    const taskId = await task();
    const device = (user: TestUser, n: number) => db(`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, 'key', 'secret', now())`, [user.id, `https://push.example/${user.id}/${n}`]);
    const pushesTo = (user: TestUser) => db(`select j.payload->'message' as message from graphile_worker._private_jobs j join push_subscriptions s on s.id::text = j.payload->>'subscriptionId' where s.user_id = ? order by s.endpoint`, [user.id]);
    const wanted = await ctx.t.createUser();
    await device(wanted, 1);
    await device(wanted, 2);
    const id = await submission(wanted, taskId);
    await Promise.all([1, 2].map(() => ctx.t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${id}/approve`, token: ctx.admin })));
    const [told] = await db(`select id from notifications where user_id = ?`, [wanted.id]);
    // One job per device, the inbox's words, the notification as the tag (a device shows one message per outcome).
    expect(await pushesTo(wanted)).toEqual([1, 2].map(() => ({ message: { title: 'Task approved: Install the app', body: expect.stringContaining('₹15'), url: `/task/${taskId}`, tag: told.id } })));

    const quiet = await ctx.t.createUser();
    await device(quiet, 1);
    await setPreference(quiet, 'task-approved', true, false);
    const other = await submission(quiet, taskId);
    expect((await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${other}/approve`, token: ctx.admin })).statusCode).toBe(200);
    expect(await notificationsOf(quiet.id)).toHaveLength(1);
    expect(await pushesTo(quiet)).toEqual([]);
  });

  it('a refused outcome (already resolved) tells nothing more; a rejection with the e-mail turned off still reaches the inbox', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    await setPreference(user, 'withdrawal-rejected', false);
    const id = await pendingRequest(user, 30);
    expect((await reject(id, { reason: 'Wrong address' })).statusCode).toBe(200);
    expect((await reject(id, { reason: 'Again' })).statusCode).toBe(409);
    expect(await notificationsOf(user.id)).toMatchObject([{ kind: 'withdrawal-rejected', values: { reason: 'Wrong address', amountPaise: 3_000 } }]);
    expect(await mailsOf('withdrawal-rejected', user.email)).toHaveLength(0);
  });
});

describe('the inbox', () => {
  it('lists newest first, counts unread, marks one and all read — only the owner\'s', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const first = await pendingRequest(user, 30);
    const second = await pendingRequest(user, 30);
    await reject(first, { reason: 'One' });
    await reject(second, { reason: 'Two' });
    const inbox = trpcData(await ctx.t.trpcQuery('public', 'notifications.inbox', {}, { token: user.token })) as { items: Array<{ id: string; read: boolean; values: { reason: string } }>; nextCursor: string | null };
    expect(inbox.items.map((item) => item.values.reason)).toEqual(['Two', 'One']);
    expect(inbox.nextCursor).toBeNull();
    expect(trpcData(await ctx.t.trpcQuery('public', 'notifications.unreadCount', undefined, { token: user.token }))).toEqual({ unread: 2 });

    const stranger = await ctx.t.createUser();
    expect(trpcData(await ctx.t.trpcMutation('public', 'notifications.markRead', { id: inbox.items[0]!.id }, { token: stranger.token }))).toEqual({ unread: 0 });
    expect(trpcData(await ctx.t.trpcQuery('public', 'notifications.unreadCount', undefined, { token: user.token }))).toEqual({ unread: 2 });

    expect(trpcData(await ctx.t.trpcMutation('public', 'notifications.markRead', { id: inbox.items[0]!.id }, { token: user.token }))).toEqual({ unread: 1 });
    expect(trpcData(await ctx.t.trpcMutation('public', 'notifications.markAllRead', undefined, { token: user.token }))).toEqual({ unread: 0 });
    expect((await ctx.t.trpcQuery('public', 'notifications.inbox', {})).statusCode).toBe(401);
    // The bell asks on every page: a visitor has nothing unread.
    expect(trpcData(await ctx.t.trpcQuery('public', 'notifications.unreadCount'))).toEqual({ unread: 0 });
  });

  it('preferences default to e-mail and push on for every kind, and keep what was chosen', async () => {
    const user = await ctx.t.createUser();
    const defaults = trpcData(await ctx.t.trpcQuery('public', 'notifications.preferences', undefined, { token: user.token })) as Array<{ email: boolean; push: boolean }>;
    expect(defaults.length).toBeGreaterThan(5);
    expect(defaults.every((choice) => choice.email && choice.push)).toBe(true);
    const chosen = await setPreference(user, 'task-approved', false, false);
    expect(chosen.find((choice) => choice.kind === 'task-approved')).toEqual({ kind: 'task-approved', email: false, push: false });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const url = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;
  const emailChoices = async (user: TestUser) =>
    Object.fromEntries((trpcData(await ctx.t.trpcQuery('public', 'notifications.preferences', undefined, { token: user.token })) as Array<{ kind: string; email: boolean }>).map((choice) => [choice.kind, choice.email]));

  it('GET asks and changes nothing; the one-click POST turns off that kind only, without a session', async () => {
    const user = await ctx.t.createUser();
    const token = unsubscribeToken(ctx.t.config.appSecret, user.id, 'task-approved');
    const page = await ctx.t.request('public', { method: 'GET', url: url(token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('method="post"');
    expect(page.body).toContain('Task approved');
    expect(Object.values(await emailChoices(user)).every(Boolean)).toBe(true);

    const posted = await ctx.t.request('public', { method: 'POST', url: url(token), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ kind: 'task-approved', email: false });
    const after = await emailChoices(user);
    expect(after['task-approved']).toBe(false);
    expect(Object.entries(after).filter(([, email]) => !email).map(([kind]) => kind)).toEqual(['task-approved']);
    // The push choice is not the link's business.
    const stored = await db(`select email, push from notification_preferences where user_id = ?`, [user.id]);
    expect(stored).toEqual([{ email: false, push: true }]);

    // Our page's button posts an empty form and gets a page in the person's language.
    const again = await ctx.t.request('public', { method: 'POST', url: url(token), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: '' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('E-mails stopped');
  });

  it('a forged, altered or missing token is refused and nothing changes', async () => {
    const user = await ctx.t.createUser();
    const good = unsubscribeToken(ctx.t.config.appSecret, user.id, 'referral-paid');
    const forged = [
      unsubscribeToken('another-secret-of-at-least-thirty-two-characters', user.id, 'referral-paid'),
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      unsubscribeToken(ctx.t.config.appSecret, user.id, 'referral-paid').replace(Buffer.from(user.id).toString('base64url').slice(0, 4), 'AAAA'),
      'nonsense',
    ];
    for (const token of forged) {
      const posted = await ctx.t.request('public', { method: 'POST', url: url(token), payload: {} });
      expect(posted.statusCode).toBe(400);
      expect(posted.json()).toMatchObject({ code: 'notifications.unsubscribe-invalid' });
      expect((await ctx.t.request('public', { method: 'GET', url: url(token), headers: { accept: 'text/html' } })).statusCode).toBe(400);
    }
    expect((await ctx.t.request('public', { method: 'POST', url: '/api/unsubscribe', payload: {} })).statusCode).toBe(400);
    expect(await db(`select 1 from notification_preferences where user_id = ?`, [user.id])).toHaveLength(0);
  });

  it('after unsubscribing, the next outcome of that kind reaches the inbox but not the mailbox', async () => {
    const user = await ctx.t.createUser();
    await fund(user.id, 100);
    const token = unsubscribeToken(ctx.t.config.appSecret, user.id, 'withdrawal-completed');
    expect((await ctx.t.request('public', { method: 'POST', url: url(token), payload: {} })).statusCode).toBe(200);
    const id = await pendingRequest(user, 30);
    expect((await complete(id, { code: 'ZZZZ-YYYY-XXXX-9876' })).statusCode).toBe(200);
    expect(await notificationsOf(user.id)).toMatchObject([{ kind: 'withdrawal-completed' }]);
    expect(await mailsOf('withdrawal-completed', user.email)).toHaveLength(0);
  });
});
