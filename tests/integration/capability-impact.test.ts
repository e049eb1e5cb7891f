import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEveryResponse } from './assertions';
import { createTestServer, sqlByHand, trpcData, type TestServer } from './harness';

/** Issue 31 §3: the switch-off confirmation's numbers come from `capabilities.impact`, counted from the real rows. */

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const impact = async () => trpcData(await t.trpcQuery('admin', 'capabilities.impact', undefined, { token: admin }));

describe('capabilities.impact', () => {
  it('counts what a switch-off leaves waiting: nothing on a fresh site, then the held referrals only', async () => {
    expect(await impact()).toEqual({ store: 0, referrals: 0, tasks: 0, vip: 0, offerwalls: 0 });

    const referrer = await t.createUser();
    const [held, reviewed, paid] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const refer = (friend: { id: string; email: string }, status: string, extra: string) =>
      sqlByHand(
        t.databaseUrl,
        `insert into referrals (referrer_id, friend_id, status, friend_email_normalised, created_at, clears_at${extra ? `, ${extra}` : ''})
         values ($1, $2, $3, $4, now(), now() + interval '7 days'${extra ? ', now()' : ''})`,
        [referrer.id, friend.id, status, friend.email],
      );
    await refer(held, 'held', '');
    await refer(reviewed, 'review', '');
    await refer(paid, 'paid', 'paid_at');

    expect(await impact()).toEqual({ store: 0, referrals: 1, tasks: 0, vip: 0, offerwalls: 0 });
  });
});
