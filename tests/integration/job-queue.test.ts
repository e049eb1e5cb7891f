import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../../server/modules/mail/mail-dispatcher';
import { createTestServer, type TestServer } from './harness';

/**
 * Background jobs on the PostgreSQL queue (issue 13, decision 012): a job added with a change
 * runs once in whichever process takes it, and a schedule runs once per time across processes.
 */

type Message = Parameters<Transport['sendMail']>[0];

class RecordingTransport implements Transport {
  sent: Message[] = [];
  async sendMail(message: Message): Promise<unknown> {
    this.sent.push(message);
    return {};
  }
}

const SMTP = { SMTP_URL: 'smtp://mail.invalid:2525', MAIL_FROM: 'Honest Rewards <mail@honest-rewards.test>' };
const transport = new RecordingTransport();
let t: TestServer;
let second: TestServer;
beforeAll(async () => {
  t = await createTestServer(SMTP, { mailTransport: transport });
  second = await createTestServer(SMTP, { databaseUrl: t.databaseUrl, clock: t.clock, mailTransport: transport });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function query<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
  return t.server.orm.em.fork().getConnection().execute<T[]>(statement, params);
}

/** Jobs run in other connections; their effects are waited for (at most 10 s), never slept for. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('jobs added with a change', () => {
  it('mail written for delivery is sent by a worker, each exactly once with two processes working', async () => {
    const stamp = Date.now();
    const emails = Array.from({ length: 8 }, (_, index) => `queued${index}-${stamp}@example.com`);
    await Promise.all(
      emails.map((email, index) =>
        (index % 2 ? second : t).request('public', { method: 'POST', url: '/api/auth/register', payload: { name: `Queued ${index}`, email, password: 'long-enough-pw', ageConfirmed: true } }),
      ),
    );
    // A worker marks a mail sent in the transaction after handing it over, so both are waited for.
    const pendingCount = async () => Number((await query<{ count: string }>(`select count(*) from outbox_mails where status = 'pending'`))[0]!.count);
    await eventually(async () => emails.every((email) => transport.sent.some((mail) => mail.to === email)) && (await pendingCount()) === 0, 'every mail to be sent and marked sent');
    for (const email of emails) expect(transport.sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('a change that rolls back adds no job', async () => {
    const count = async () => Number((await query<{ count: string }>(`select count(*) from graphile_worker.jobs where task_identifier = 'deliver-mail'`))[0]!.count);
    await t.server.jobs.stop();
    await second.server.jobs.stop();
    const before = await count();
    await t.server.orm.em
      .fork()
      .transactional(async (em) => {
        await em.getConnection().execute(
          `insert into outbox_mails (recipient, subject, text, html, status, attempts, next_attempt_at, created_at) values ('rollback@example.com', 's', 't', 'h', 'pending', 0, now(), now())`,
          [],
          'run',
          em.getTransactionContext(),
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await count()).toBe(before);
  });
});

describe('recurring jobs', () => {
  it('each scheduled time runs once, however many processes start together and backfill it', async () => {
    // As if the hourly prune had been known for a day but no process ran for the last hours: each
    // process that starts now backfills the missed times (fill=2h), and each time must run once.
    await query(`update graphile_worker._private_known_crontabs set known_since = now() - interval '1 day', last_execution = null where identifier = 'prune-expired'`);
    const fleet = await Promise.all([0, 1, 2].map(() => createTestServer(SMTP, { databaseUrl: t.databaseUrl, clock: t.clock, mailTransport: transport })));
    try {
      await eventually(async () => (await query(`select 1 from recurring_job_runs where task = 'prune-expired'`)).length >= 2, 'the backfilled runs');
      const runs = await query<{ scheduled_for: Date; runs: string }>(`select scheduled_for, count(*) as runs from recurring_job_runs where task = 'prune-expired' group by scheduled_for`);
      expect(runs.length).toBeGreaterThanOrEqual(2);
      for (const run of runs) expect(Number(run.runs), String(run.scheduled_for)).toBe(1);
    } finally {
      await Promise.all(fleet.map((server) => server.close()));
    }
  });
});
