import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, sqlByHand, trpcData, type TestServer } from './harness';
import { createSpaStaticRoot } from './spa-static-root';

/**
 * Public reads are served from each process's caches (decisions 011, 034): a change
 * reaches the process that made it at once and every other process on the same database within a
 * second — through the admin, or by hand in SQL — and a cached read costs the database nothing.
 * One pair of processes for the whole file: `t` (where the admin works) and `other`.
 */
let t: TestServer;
let other: TestServer;
let admin: string;
let staticRoot: ReturnType<typeof createSpaStaticRoot>;

beforeAll(async () => {
  staticRoot = createSpaStaticRoot('public-read-cache');
  t = await createTestServer({}, { staticRoot: staticRoot.root, capabilities: ['referrals'] });
  other = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock, staticRoot: staticRoot.root });
  admin = await t.adminToken();
});
afterAll(async () => {
  await other.close();
  await t.close();
  staticRoot.remove();
});

const both = () => [t, other];

/** The other process hears the change on its listening connection: an event elsewhere, so poll for it (up to 1 s). */
function withinOneSecond(check: () => Promise<void>) {
  return vi.waitFor(check, { timeout: 1_000, interval: 20 });
}

function get(server: TestServer, url: string): Promise<LightMyRequestResponse> {
  return server.request('public', { method: 'GET', url });
}

function adminCall(method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.request('admin', { method, url, payload, token: admin });
}

async function dailyPromo(server: TestServer): Promise<string | null> {
  const response = await get(server, '/api/daily-promo');
  return response.statusCode === 404 ? null : response.json().code;
}

async function referralReward(server: TestServer): Promise<number | null> {
  return trpcData<{ referralTerms: { rewardPaise: number } | null }>(await server.trpcQuery('public', 'site.info')).referralTerms?.rewardPaise ?? null;
}

async function flipEnabled(server: TestServer): Promise<boolean> {
  const games: Array<{ game: string; enabled: boolean }> = (await get(server, '/api/games')).json().games;
  return games.find((game) => game.game === 'flip')!.enabled;
}

async function liveApps(server: TestServer): Promise<string[]> {
  const groups: Array<{ items: Array<{ title: string }> }> = (await get(server, '/api/catalogue?status=live&search=cache')).json().groups;
  return groups.flatMap((group) => group.items.map((item) => item.title));
}

async function blogIds(server: TestServer): Promise<string[]> {
  return (await get(server, '/api/blog')).json().map((post: { id: string }) => post.id);
}

async function postTitle(server: TestServer, id: string): Promise<string | null> {
  const response = await get(server, `/api/blog/${id}`);
  return response.statusCode === 404 ? null : response.json().title;
}

/** The blog post page's first HTML: its title comes from the same cached read. */
async function pageTitle(server: TestServer, id: string): Promise<string | undefined> {
  return /<title>([^<]*)<\/title>/.exec((await get(server, `/blog/${id}`)).body)?.[1];
}

const POST_ID = 'cached-post';
const POST = { id: POST_ID, title: 'Cached at first', excerpt: 'A post served from memory.', category: 'Credit Cards', content: 'Hello **there**.', published: true };

describe('public reads are cached per process and follow every change', () => {
  it("today's promo code: an admin's new code and its switch-off", async () => {
    for (const server of both()) expect(await dailyPromo(server)).toBeNull();
    const created = await adminCall('POST', '/api/admin/promocodes', { code: 'CACHE-DAY', amount: 1.5, dailyFor: '2026-01-15' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await dailyPromo(t)).toBe('CACHE-DAY');
    await withinOneSecond(async () => expect(await dailyPromo(other)).toBe('CACHE-DAY'));

    expect((await adminCall('PUT', `/api/admin/promocodes/${created.json()._id}/toggle`)).statusCode).toBe(200);
    expect(await dailyPromo(t)).toBeNull();
    await withinOneSecond(async () => expect(await dailyPromo(other)).toBeNull());
  });

  it("site info: the referral reward follows the admin's referral settings", async () => {
    const settings = trpcData<Record<string, number>>(await t.trpcQuery('admin', 'referrals.settings', undefined, { token: admin }));
    for (const server of both()) expect(await referralReward(server)).toBe(settings.rewardPaise);
    const changed = await t.trpcMutation('admin', 'referrals.updateSettings', { ...settings, rewardPaise: settings.rewardPaise! + 700 }, { token: admin });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await referralReward(t)).toBe(settings.rewardPaise! + 700);
    await withinOneSecond(async () => expect(await referralReward(other)).toBe(settings.rewardPaise! + 700));
  });

  it('games: switched off by the admin, and back on by hand in SQL', async () => {
    for (const server of both()) expect(await flipEnabled(server)).toBe(true);
    const switched = await adminCall('PUT', '/api/admin/games/flip', { enabled: false });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await flipEnabled(t)).toBe(false);
    await withinOneSecond(async () => expect(await flipEnabled(other)).toBe(false));

    await sqlByHand(t.databaseUrl, `update game_configs set enabled = true where game = 'flip'`);
    await withinOneSecond(async () => expect(await flipEnabled(t)).toBe(true));
    await withinOneSecond(async () => expect(await flipEnabled(other)).toBe(true));
  });

  it('the catalogue, per filter: a new app and a status change', async () => {
    for (const server of both()) expect(await liveApps(server)).toEqual([]);
    const created = await adminCall('POST', '/api/admin/catalogue', {
      title: 'Cache Cash', status: 'live', date: '2026-01-10', downloadLink: 'https://example.com/app', videoLink: 'https://example.com/video',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await liveApps(t)).toEqual(['Cache Cash']);
    await withinOneSecond(async () => expect(await liveApps(other)).toEqual(['Cache Cash']));

    expect((await adminCall('PUT', `/api/admin/catalogue/${created.json().id}/status`, { status: 'closed' })).statusCode).toBe(200);
    expect(await liveApps(t)).toEqual([]);
    await withinOneSecond(async () => expect(await liveApps(other)).toEqual([]));
  });

  it('the blog: a new post in the list, its page and its HTML; unpublished, a draft is never served', async () => {
    for (const server of both()) {
      expect(await blogIds(server)).not.toContain(POST_ID);
      expect(await postTitle(server, POST_ID)).toBeNull();
    }
    const created = await adminCall('POST', '/api/admin/blog', POST);
    expect(created.statusCode, created.body).toBe(201);
    expect(await blogIds(t)).toContain(POST_ID);
    expect(await postTitle(t, POST_ID)).toBe('Cached at first');
    await withinOneSecond(async () => expect(await postTitle(other, POST_ID)).toBe('Cached at first'));
    expect(await blogIds(other)).toContain(POST_ID);
    for (const server of both()) expect(await pageTitle(server, POST_ID)).toBe('Cached at first · Honest Rewards');

    const { id: _id, ...fields } = POST;
    expect((await adminCall('PUT', `/api/admin/blog/${POST_ID}`, { ...fields, title: 'Edited' })).statusCode).toBe(200);
    expect(await postTitle(t, POST_ID)).toBe('Edited');
    expect(await pageTitle(t, POST_ID)).toBe('Edited · Honest Rewards');
    await withinOneSecond(async () => expect(await pageTitle(other, POST_ID)).toBe('Edited · Honest Rewards'));

    expect((await adminCall('PUT', `/api/admin/blog/${POST_ID}/publish`, { published: false })).statusCode).toBe(200);
    expect(await postTitle(t, POST_ID)).toBeNull();
    expect(await blogIds(t)).not.toContain(POST_ID);
    await withinOneSecond(async () => expect(await postTitle(other, POST_ID)).toBeNull());
    expect(await blogIds(other)).not.toContain(POST_ID);
    expect((await get(other, `/blog/${POST_ID}`)).statusCode).toBe(404);
  });
});

describe('a cached read costs the database nothing', () => {
  const READS = 20;
  const SEEDED_POST = 'personal-loans-guide-2025';
  const paths = ['/api/daily-promo', '/trpc/site.info', '/api/games', '/api/catalogue?status=live&search=cache', '/api/blog', `/api/blog/${SEEDED_POST}`, `/blog/${SEEDED_POST}`];

  /** Every statement and transaction of a server's requests takes a connection of its ORM's pool first. */
  function poolTakes(server: TestServer) {
    const pool = (server.server.orm.em.getConnection().getKnex() as unknown as { client: { acquireConnection: () => Promise<unknown> } }).client;
    return vi.spyOn(pool, 'acquireConnection');
  }

  it.each(paths)(`%s: at most one pool connection per ${READS} reads on either process`, async (path) => {
    for (const server of both()) {
      expect((await get(server, path)).statusCode).toBeLessThan(500);
      const takes = poolTakes(server);
      try {
        for (let read = 0; read < READS; read += 1) expect((await get(server, path)).statusCode).toBeLessThan(500);
        expect(takes.mock.calls.length).toBeLessThanOrEqual(1);
      } finally {
        takes.mockRestore();
      }
    }
  });
});
