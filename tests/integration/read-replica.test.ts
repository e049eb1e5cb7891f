import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_APPLICATION_NAME } from '../../db/application-name';
import { BLOG_CATEGORIES, type BlogCategory } from '#contract/enums';
import type { ReadReplica } from '../../server/modules/cache';
import { startStreamingPair, type StreamingPair } from '../fixtures/streaming-standby';
import { createTestServer, sqlByHand, trpcData, type TestServer } from './harness';

/**
 * DATABASE_READ_URL (decision 057): a server on a primary with a hot standby streaming from it, both
 * started here. The standby's replay is paused to tell where an answer came from: what it shows is
 * the standby's state, what it could only know from the primary is the primary's.
 */
const DATABASE = 'honest_rewards';

type Post = { id: string; title: string; category: BlogCategory };

describe('public reads on a streaming standby', () => {
  let pair: StreamingPair;
  let t: TestServer;
  let replica: ReadReplica;
  /** Each read below asks for a category not read before: a cache miss, so it goes to one database or the other. */
  const read = new Set<string>();
  const byCategory = (category = BLOG_CATEGORIES.find((unread) => !read.has(unread))!) => {
    read.add(category);
    return posts(`?category=${encodeURIComponent(category)}`);
  };
  const posts = async (query = '') => (await t.request('public', { method: 'GET', url: `/api/blog${query}` })).json() as Post[];
  const onStandby = (statement: string) => sqlByHand(pair.standbyUrl(DATABASE), statement);

  beforeAll(async () => {
    pair = await startStreamingPair();
    await sqlByHand(pair.primaryUrl(), `create database ${DATABASE}`);
    t = await createTestServer({ DATABASE_READ_URL: pair.standbyUrl(DATABASE) }, { databaseUrl: pair.primaryUrl(DATABASE) });
    replica = t.server.caches.replica!;
  });
  afterAll(async () => {
    await t?.close();
    await pair?.stop();
  });

  it('a public page is read on the standby: with its replay paused it shows what the standby has, not a change nobody announced', async () => {
    const [post] = await posts();
    await pair.caughtUp();
    await onStandby('select pg_wal_replay_pause()');
    // Written as the server's own connection, so no trigger announces it: only the primary knows.
    const writer = new pg.Client({ connectionString: pair.primaryUrl(DATABASE), application_name: SERVER_APPLICATION_NAME });
    await writer.connect();
    await writer.query(`update blog_posts set title = 'Changed behind the caches' where id = $1`, [post!.id]);
    await writer.end();

    const served = { ...replica.served };
    const listed = await byCategory(post!.category);
    expect(listed.find(({ id }) => id === post!.id)?.title).toBe(post!.title);
    expect(replica.served).toEqual({ standby: served.standby + 1, primary: served.primary });
  });

  it("an admin's new post is on the next public read at once: the standby is behind what this process saw, so the primary answers", async () => {
    const admin = await t.adminToken();
    const created = await t.trpcMutation(
      'admin',
      'blog.create',
      { id: 'read-your-writes', title: 'Read your writes', excerpt: 'Seen at once by its author.', category: 'Personal Loans', content: 'Published while the standby is paused.', published: true },
      { token: admin },
    );
    expect(created.statusCode).toBe(200);

    const served = { ...replica.served };
    const listed = await posts();
    expect(listed.map(({ id }) => id)).toContain('read-your-writes');
    // The primary also has the change nobody announced.
    expect(listed.map(({ title }) => title)).toContain('Changed behind the caches');
    expect(replica.served).toEqual({ standby: served.standby, primary: served.primary + 1 });
    expect(await onStandby(`select 1 from blog_posts where id = 'read-your-writes'`)).toEqual([]);
  });

  it('a balance never comes from the standby: a user and a credit the standby has not replayed are right at once', async () => {
    const user = await t.createUser();
    const admin = await t.adminToken();
    expect((await t.trpcMutation('admin', 'wallet.adjustBalance', { id: user.id, type: 'add', amountPaise: 400, reason: 'Replica test', idempotencyKey: randomUUID() }, { token: admin })).statusCode).toBe(200);

    const served = { ...replica.served };
    expect(trpcData(await t.trpcQuery('public', 'wallet.summary', undefined, { token: user.token }))).toMatchObject({ balancePaise: 400 });
    expect(replica.served).toEqual(served);
    expect(await onStandby(`select 1 from users where id = '${user.id}'`)).toEqual([]);
  });

  it('once the standby has replayed what this process saw, public reads go to it again', async () => {
    await onStandby('select pg_wal_replay_resume()');
    // A miss takes the primary's position after the changes above; the standby then catches up to at least it.
    await byCategory();
    await pair.caughtUp();
    const served = { ...replica.served };
    await byCategory();
    expect(replica.served).toEqual({ standby: served.standby + 1, primary: served.primary });
  });
});
