import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../server/clock';
import { JOB_SCHEDULE } from '../../server/jobs/job-queue';
import { queuePush } from '../../server/modules/push';
import { isAllowedEndpoint } from '../../server/modules/push/endpoint-rule';
import { sendClaimReminders } from '../../server/modules/push/send-claim-reminders';
import { PUSH_TTL_SECONDS } from '../../server/modules/push/send-push';
import { PUSH_MESSAGES } from '#contract/push/rules';
import { createPushDevice, startPushServiceStandIn, verifyVapid, type PushDevice, type PushServiceStandIn } from '../fixtures/push-service-stand-in';
import { hindiText } from '../fixtures/hindi-catalogue';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/** Issue 30's opt-in Web Push against a local push service: RFC 8291 payloads, RFC 8292 VAPID, gone devices, the reminder rule. */

let t: TestServer;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

async function query<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
  return t.server.orm.em.fork().getConnection().execute<T[]>(statement, params);
}

/** Jobs run on the queue's own connections; their effects are waited for (at most 10 s), never slept for. */
async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const queueIdle = async () => (await query(`select 1 from graphile_worker.jobs where task_identifier = 'send-push' and attempts = 0`)).length === 0;
const receivedBy = (device: PushDevice) => pushService.received.filter((push) => push.device === device.id);

async function subscribedDevice(token: string): Promise<PushDevice> {
  const device = createPushDevice(pushService);
  const response = await t.trpcMutation('public', 'push.subscribe', device.subscription, { token });
  expect(response.statusCode, response.body).toBe(200);
  return device;
}

describe('a queued push', () => {
  it('reaches each of the person’s devices, encrypted to that device (RFC 8291) and signed with the site’s VAPID key (RFC 8292)', async () => {
    const person = await t.createUser();
    const [phone, laptop] = [await subscribedDevice(person.token), await subscribedDevice(person.token)];
    const someoneElse = await subscribedDevice((await t.createUser()).token);
    const state = trpcData((await t.trpcQuery('public', 'push.state', undefined, { token: person.token })));
    expect(state.endpoints).toEqual([phone.subscription.endpoint, laptop.subscription.endpoint]);
    const message = { title: 'Your reward is delivered', body: 'Google Play ₹100 — the code is in your orders.', url: '/redeem-history', tag: 'order:42' };

    await t.server.orm.em.fork().transactional((em) => queuePush({ em }, person.id, message));
    await eventually(() => receivedBy(phone).length === 1 && receivedBy(laptop).length === 1, 'both devices to receive the push');

    for (const [device, push] of [[phone, receivedBy(phone)[0]!], [laptop, receivedBy(laptop)[0]!]] as const) {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(push.headers.urgency).toBe('normal');
      const vapid = verifyVapid(push.headers.authorization, pushService.url, Math.floor(Date.now() / 1000));
      expect(vapid.publicKey).toBe(state.vapidPublicKey);
      expect(vapid.claims.sub).toMatch(/^mailto:/);
      // The body is ciphertext: the words are not in it, and only the device's keys open it.
      expect(push.body.includes(Buffer.from('delivered'))).toBe(false);
      expect(JSON.parse(device.decrypt(push.body))).toEqual(message);
    }
    expect(receivedBy(someoneElse)).toHaveLength(0);
  });

  it('is queued with its cause: a transaction that rolls back queues nothing', async () => {
    const person = await t.createUser();
    const device = await subscribedDevice(person.token);
    await expect(
      t.server.orm.em.fork().transactional(async (em) => {
        await queuePush({ em }, person.id, { title: 'x', body: 'y', url: '/', tag: 'z' });
        throw new Error('the outcome failed');
      }),
    ).rejects.toThrow('the outcome failed');
    expect(await query(`select 1 from graphile_worker._private_jobs where payload->>'subscriptionId' in (select id::text from push_subscriptions where endpoint = ?)`, [device.subscription.endpoint])).toHaveLength(0);
  });

  it('refuses, in the caller’s transaction, a message whose link leaves the site', async () => {
    const person = await t.createUser();
    for (const url of ['https://example.com/x', '//example.com/x', 'redeem-history']) {
      await expect(t.server.orm.em.fork().transactional((em) => queuePush({ em }, person.id, { title: 't', body: 'b', url, tag: 'x' })), url).rejects.toThrow();
    }
  });

  it('forgets a device its push service says is gone (410), and keeps the person’s others', async () => {
    const person = await t.createUser();
    const [gone, kept] = [await subscribedDevice(person.token), await subscribedDevice(person.token)];
    pushService.answer(gone.id, 410);
    await t.server.orm.em.fork().transactional((em) => queuePush({ em }, person.id, { title: 'Task approved', body: '₹5 is in your wallet.', url: '/wallet', tag: 'task:1' }));
    await eventually(async () => (await query(`select 1 from push_subscriptions where endpoint = ?`, [gone.subscription.endpoint])).length === 0, 'the gone device to be forgotten');
    await eventually(() => receivedBy(kept).length === 1, 'the other device to receive the push');
    const state = trpcData(await t.trpcQuery('public', 'push.state', undefined, { token: person.token }));
    expect(state.endpoints).toEqual([kept.subscription.endpoint]);
  });

  it('is retried by the queue when the push service fails otherwise (500), keeping the device', async () => {
    const person = await t.createUser();
    const flaky = await subscribedDevice(person.token);
    pushService.answer(flaky.id, 500);
    await t.server.orm.em.fork().transactional((em) => queuePush({ em }, person.id, { title: 'a', body: 'b', url: '/', tag: 'c' }));
    const job = async () => (await query<{ attempts: number; last_error: string | null; max_attempts: number }>(`select attempts, last_error, max_attempts from graphile_worker._private_jobs where payload->>'subscriptionId' = (select id::text from push_subscriptions where endpoint = ?)`, [flaky.subscription.endpoint]))[0];
    await eventually(async () => Boolean((await job())?.last_error), 'the first attempt to fail');
    const failed = (await job())!;
    expect(failed.last_error).toMatch(/500/);
    expect(failed.max_attempts).toBeGreaterThan(1);
    expect(await query(`select 1 from push_subscriptions where endpoint = ?`, [flaky.subscription.endpoint])).toHaveLength(1);
    await query(`delete from graphile_worker._private_jobs where payload->>'subscriptionId' = (select id::text from push_subscriptions where endpoint = ?)`, [flaky.subscription.endpoint]);
  });

  it('keeps one VAPID pair, generated once into the database when none is configured', async () => {
    const keys = await query<{ public_key: string }>(`select public_key from push_vapid_keys`);
    expect(keys).toHaveLength(1);
    const person = await t.createUser();
    expect(trpcData(await t.trpcQuery('public', 'push.state', undefined, { token: person.token })).vapidPublicKey).toBe(keys[0]!.public_key);
  });
});

describe('subscribing', () => {
  it('needs a signed-in person', async () => {
    const response = await t.trpcMutation('public', 'push.subscribe', createPushDevice(pushService).subscription);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an endpoint that is not a push service’s https address, with its code', async () => {
    const { token } = await t.createUser();
    const keys = createPushDevice(pushService).subscription.keys;
    for (const endpoint of ['http://push.example.com/x', 'https://10.0.0.5/x', 'https://[::1]/x', 'https://intranet.local/x', 'https://user:pw@push.example.com/x', 'http://192.168.1.2:8080/x']) {
      const response = await t.trpcMutation('public', 'push.subscribe', { endpoint, keys }, { token });
      expect(response.statusCode, endpoint).toBe(400);
      expect(trpcError(response).data.appCode, endpoint).toBe('push.endpoint-not-allowed');
    }
    expect((await t.trpcMutation('public', 'push.subscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }, { token })).statusCode).toBe(200);
  });

  it('allows plain http to this machine only outside production (the local stand-in)', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:9000/push/a', false)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9000/push/a', true)).toBe(false);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBe(true);
  });

  it('refuses keys that are not a P-256 public key and a 16-byte secret', async () => {
    const { token } = await t.createUser();
    const device = createPushDevice(pushService);
    for (const keys of [{ ...device.subscription.keys, p256dh: 'short' }, { ...device.subscription.keys, auth: `${device.subscription.keys.auth}AA` }]) {
      const response = await t.trpcMutation('public', 'push.subscribe', { ...device.subscription, keys }, { token });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(PUSH_MESSAGES.keyInvalid);
    }
  });

  it('moves a browser’s endpoint to whoever subscribed it last, and turning off forgets only the caller’s own', async () => {
    const [first, second] = [await t.createUser(), await t.createUser()];
    const device = await subscribedDevice(first.token);
    expect((await t.trpcMutation('public', 'push.subscribe', device.subscription, { token: second.token })).statusCode).toBe(200);
    expect(trpcData(await t.trpcQuery('public', 'push.state', undefined, { token: first.token })).endpoints).toEqual([]);
    expect((await t.trpcMutation('public', 'push.unsubscribe', { endpoint: device.subscription.endpoint }, { token: first.token })).statusCode).toBe(200);
    expect(trpcData(await t.trpcQuery('public', 'push.state', undefined, { token: second.token })).endpoints).toEqual([device.subscription.endpoint]);
    expect((await t.trpcMutation('public', 'push.unsubscribe', { endpoint: device.subscription.endpoint }, { token: second.token })).statusCode).toBe(200);
    expect(trpcData(await t.trpcQuery('public', 'push.state', undefined, { token: second.token })).endpoints).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('forgets its devices and its reminder', async () => {
    const person = await t.createUser();
    const device = await subscribedDevice(person.token);
    expect((await t.trpcMutation('public', 'push.setReminder', { time: '09:00' }, { token: person.token })).statusCode).toBe(200);
    expect((await t.trpcMutation('public', 'account.delete', { password: person.password }, { token: person.token })).statusCode).toBe(200);
    expect(await query(`select 1 from push_subscriptions where endpoint = ?`, [device.subscription.endpoint])).toHaveLength(0);
    expect(await query(`select 1 from push_reminders where user_id = ?`, [person.id])).toHaveLength(0);
  });
});

/** An IST wall-clock time on a January 2026 day, as an instant. */
const ist = (day: number, time: string) => new Date(new Date(`2026-01-${String(day).padStart(2, '0')}T${time}:00.000+05:30`).getTime());

describe('the daily-claim reminder', () => {
  it('refuses times in the quiet hours or off the 15-minute steps, in words made from the rule', async () => {
    const { token } = await t.createUser();
    expect(PUSH_MESSAGES.reminderTimeRule).toBe('Pick a time from 08:00 to 21:45 IST, in steps of 15 minutes.');
    for (const time of ['22:00', '23:30', '00:00', '07:45', '08:10', '25:00', '8:00']) {
      const response = await t.trpcMutation('public', 'push.setReminder', { time }, { token });
      expect(response.statusCode, time).toBe(400);
      expect(response.body, time).toContain(time === '25:00' || time === '8:00' ? PUSH_MESSAGES.timeInvalid : PUSH_MESSAGES.reminderTimeRule);
    }
    for (const time of ['08:00', '21:45']) expect(trpcData(await t.trpcMutation('public', 'push.setReminder', { time }, { token })).reminderTime).toBe(time);
    expect(trpcData(await t.trpcMutation('public', 'push.setReminder', { time: null }, { token })).reminderTime).toBeNull();
  });

  it('comes once per IST day at the chosen time, in the person’s language, not after the claim and never in the quiet hours', async () => {
    expect(JOB_SCHEDULE).toMatch(/\*\/15 \* \* \* \* send-claim-reminders /);
    const person = await t.createUser();
    expect((await t.trpcMutation('public', 'account.setLanguage', { locale: 'hi' }, { token: person.token })).statusCode).toBe(200);
    const device = await subscribedDevice(person.token);
    expect((await t.trpcMutation('public', 'push.setReminder', { time: '20:00' }, { token: person.token })).statusCode).toBe(200);
    const deps = () => ({ em: t.server.orm.em.fork(), clock: t.clock });
    const runAt = async (instant: Date) => {
      t.clock.set(instant);
      await sendClaimReminders(deps());
      await eventually(queueIdle, 'the queued pushes to be sent');
    };

    await runAt(ist(16, '19:45'));
    expect(receivedBy(device)).toHaveLength(0);
    await runAt(ist(16, '20:00'));
    await eventually(() => receivedBy(device).length === 1, 'the reminder');
    expect(JSON.parse(device.decrypt(receivedBy(device)[0]!.body))).toEqual({
      title: hindiText('push.reminder.title'),
      body: hindiText('push.reminder.body'),
      url: '/daily-login',
      tag: 'daily-claim-reminder:2026-01-16',
    });
    await runAt(ist(16, '20:15'));
    await runAt(ist(16, '21:00'));
    expect(receivedBy(device)).toHaveLength(1);

    // The next day the person claims before the time: no reminder.
    t.clock.set(ist(17, '09:00'));
    expect((await t.trpcMutation('public', 'games.claimDailyLogin', undefined, { token: person.token })).statusCode).toBe(200);
    await runAt(ist(17, '20:00'));
    expect(receivedBy(device)).toHaveLength(1);

    // At 21:45 the reminder is due, but a run that comes only at 22:00 is in the quiet hours; after them the day's time is long past.
    expect((await t.trpcMutation('public', 'push.setReminder', { time: '21:45' }, { token: person.token })).statusCode).toBe(200);
    await runAt(ist(18, '22:00'));
    await runAt(ist(18, '23:45'));
    await runAt(ist(19, '03:00'));
    await runAt(new Date(ist(19, '08:00').getTime() - MINUTE_MS));
    expect(receivedBy(device)).toHaveLength(1);
    // A run missed by less than the late window catches up.
    await runAt(new Date(ist(19, '21:45').getTime() + 10 * MINUTE_MS));
    await eventually(() => receivedBy(device).length === 2, 'the next day’s reminder');
    expect(JSON.parse(device.decrypt(receivedBy(device)[1]!.body)).tag).toBe('daily-claim-reminder:2026-01-19');
  });

  it('is not sent to a person with no device, nor an hour and more late', async () => {
    const person = await t.createUser();
    expect((await t.trpcMutation('public', 'push.setReminder', { time: '10:00' }, { token: person.token })).statusCode).toBe(200);
    t.clock.set(ist(20, '10:00'));
    expect((await sendClaimReminders({ em: t.server.orm.em.fork(), clock: t.clock })).sent).toBe(0);
    const device = await subscribedDevice(person.token);
    t.clock.set(new Date(ist(20, '10:00').getTime() + HOUR_MS));
    await sendClaimReminders({ em: t.server.orm.em.fork(), clock: t.clock });
    await eventually(queueIdle, 'the queue');
    expect(receivedBy(device)).toHaveLength(0);
  });
});
