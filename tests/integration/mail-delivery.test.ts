import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../db/entities';
import { MINUTE_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { MailDispatcher, type Transport } from '../../server/modules/mail/mail-dispatcher';
import { checkEveryResponse } from './assertions';
import { createTestServer, type TestServer } from './harness';

type Message = Parameters<Transport['sendMail']>[0];

/** A fake SMTP server: records what it accepted, or refuses while `failing` is set. */
class FakeTransport implements Transport {
  failing = false;
  attempts = 0;
  sent: Message[] = [];
  async sendMail(message: Message): Promise<unknown> {
    this.attempts += 1;
    await Promise.resolve();
    if (this.failing) throw new Error('421 mail.example: service not available');
    this.sent.push(message);
    return { messageId: `<${this.sent.length}@fake>` };
  }
}

const transport = new FakeTransport();
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ SMTP_URL: 'smtp://mail.invalid:2525', MAIL_FROM: 'Honest Rewards <mail@honest-rewards.test>' }, { mailTransport: transport });
  // The test drives delivery itself; the background job worker would race it.
  await t.server.jobs.stop();
});
afterAll(() => t.close());
checkEveryResponse(() => t);
beforeEach(async () => {
  // Start each test with nothing due.
  transport.failing = false;
  await t.server.mailDispatcher.deliverDue();
  transport.attempts = 0;
  transport.sent = [];
});

async function mailRow(email: string) {
  return t.server.orm.em.fork().findOneOrFail(OutboxMail, { to: email }, { orderBy: { createdAt: 'desc' } });
}

describe('mail delivery over SMTP', () => {
  it('a failing SMTP server leaves the mail pending with the attempt counted, and the sign-up still succeeded', async () => {
    transport.failing = true;
    const email = `smtp-down-${Date.now()}@example.com`;
    const signUp = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Offline', email, password: 'long-enough-pw', ageConfirmed: true } });
    expect(signUp.statusCode).toBe(201);
    // Sending never happens inside the request.
    expect(transport.attempts).toBe(0);
    expect((await mailRow(email)).status).toBe('pending');

    expect(await t.server.mailDispatcher.deliverDue()).toBe(0);
    expect(transport.attempts).toBe(1);
    const failed = await mailRow(email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('service not available');
    expect(failed.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + MINUTE_MS);

    // Not due again before its retry time.
    expect(await t.server.mailDispatcher.deliverDue()).toBe(0);
    expect(transport.attempts).toBe(1);

    // The SMTP server is back: the retry delivers it and marks it sent.
    transport.failing = false;
    t.clock.advance(MINUTE_MS);
    expect(await t.server.mailDispatcher.deliverDue()).toBe(1);
    const sent = await mailRow(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent.sentAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({ from: 'Honest Rewards <mail@honest-rewards.test>', to: email, subject: 'Verify your e-mail address' });
    expect(transport.sent[0]?.text).toMatch(/\/verify-email\?token=/);
    expect(transport.sent[0]?.html).toMatch(/<a href="http:\/\/localhost:3000\/verify-email\?token=/);

    // A sent mail is never sent again.
    t.clock.advance(60 * MINUTE_MS);
    expect(await t.server.mailDispatcher.deliverDue()).toBe(0);
    expect(transport.sent).toHaveLength(1);

    // The admin viewer shows the status.
    const outbox = await t.request('admin', { method: 'GET', url: '/api/admin/outbox', token: await t.adminToken() });
    expect(outbox.json().find((mail: { to: string }) => mail.to === email)?.status).toBe('sent');
  });

  it('backs off 1, 2, 4, 8, 16 minutes and gives up after the sixth failure', async () => {
    transport.failing = true;
    const email = `smtp-gone-${Date.now()}@example.com`;
    await t.createUser({ email });
    t.clock.advance(1);
    await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    // createUser's verification mail and the reset mail are both due now.
    await t.server.mailDispatcher.deliverDue();
    expect((await mailRow(email)).subject).toBe('Reset your password');
    expect((await mailRow(email)).attempts).toBe(1);
    for (const [attempt, waitMinutes] of [[2, 1], [3, 2], [4, 4], [5, 8], [6, 16]] as const) {
      t.clock.advance(waitMinutes * MINUTE_MS - 1);
      await t.server.mailDispatcher.deliverDue();
      expect((await mailRow(email)).attempts, `not yet due before ${waitMinutes} min`).toBe(attempt - 1);
      t.clock.advance(1);
      await t.server.mailDispatcher.deliverDue();
      expect((await mailRow(email)).attempts).toBe(attempt);
    }
    const row = await mailRow(email);
    expect(row.status).toBe('failed');
    transport.failing = false;
    t.clock.advance(24 * 60 * MINUTE_MS);
    await t.server.mailDispatcher.deliverDue();
    expect((await mailRow(email)).status).toBe('failed');
    expect(transport.sent.filter((mail) => mail.to === email)).toHaveLength(0);
  });

  it('two dispatchers (two server processes) never send one mail twice', async () => {
    const stamp = Date.now();
    for (let index = 0; index < 6; index += 1) {
      await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: `Many ${index}`, email: `many${index}-${stamp}@example.com`, password: 'long-enough-pw', ageConfirmed: true } });
    }
    const other = new MailDispatcher(t.server.orm, loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail.invalid:2525' }), t.clock, transport);
    const [a, b] = await Promise.all([t.server.mailDispatcher.deliverDue(), other.deliverDue()]);
    expect(a + b).toBe(6);
    const recipients = transport.sent.map((mail) => mail.to).sort();
    expect(recipients).toEqual(Array.from({ length: 6 }, (_, index) => `many${index}-${stamp}@example.com`).sort());
    expect(await t.server.orm.em.fork().count(OutboxMail, { status: 'pending' })).toBe(0);
  });

  it('without SMTP_URL mail is stored for the admin viewer and never handed to a transport', async () => {
    const stored = new FakeTransport();
    const plain = await createTestServer({}, { mailTransport: stored });
    try {
      const user = await plain.createUser({ verified: false });
      const row = await plain.server.orm.em.fork().findOneOrFail(OutboxMail, { to: user.email });
      expect(row.status).toBe('stored');
      expect(await plain.server.mailDispatcher.deliverDue()).toBe(0);
      expect(stored.attempts).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
