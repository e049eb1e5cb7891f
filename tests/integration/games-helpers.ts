import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../server/clock';
import { verifyOutcome, type FairGame, type FairOutcome } from '#contract/games/fairness/algorithm';
import { nodeHmacSha256 } from '../../server/modules/games/fairness/node-hmac';
import { hashOfSeed } from '../../server/modules/games/fairness/seeds';
import type { TestServer } from './harness';
import { loadGameConfig } from '../../server/modules/games/load-game-config';
import { writeGameConfig } from '../../server/modules/games/save-game-config';
import { updateGameConfigInputSchema, type Game } from '#contract/games/schemas';

const paise = (rupees: unknown) => (typeof rupees === 'number' ? Math.round(rupees * 100) : rupees);

/** The admin PUT's body (rupees; what it leaves out stays as it is) written as the seeds write settings, without the notice. */
export async function writeSettingsNow(t: TestServer, game: Game, body: Record<string, unknown>): Promise<void> {
  await t.server.orm.em.fork().transactional(async (em) => {
    const current = await loadGameConfig(em, game);
    const segments = body.segments as Array<Record<string, unknown>> | undefined;
    const table =
      game === 'spin' || game === 'scratch'
        ? segments ? { segments: segments.map(({ prize, ...rest }) => ({ ...rest, prizePaise: paise(prize) })) } : current.table
        : game === 'daily-login'
          ? body.days ? { days: (body.days as unknown[]).map(paise) } : current.table
          : { prizePaise: body.prize === undefined ? (current.table as { prizePaise: number }).prizePaise : paise(body.prize) };
    const settings = updateGameConfigInputSchema.parse({
      game,
      enabled: body.enabled ?? current.enabled,
      dailyBudgetPaise: body.dailyBudget === undefined ? current.dailyBudgetPaise : paise(body.dailyBudget),
      limits: body.limits ?? current.limits,
      table,
    });
    await writeGameConfig(em, settings, t.clock.now());
  });
}

/** Shared helpers of the games integration tests (games-*.test.ts): one test server per file. */

export type TestUser = Awaited<ReturnType<TestServer['createUser']>>;
export type Proof = { serverSeedHash: string; clientSeed: string; nonce: number; settingsVersion: number };

/** IST is UTC+5:30 all year: 12:00 IST = 06:30Z, midnight IST = 18:30Z. */
const IST_OFFSET_MS = 5.5 * HOUR_MS;
const NOON_MS = 12 * HOUR_MS;

export function gamesHelpers(server: () => TestServer) {
  let adminToken: { token: string; at: number } | null = null;
  const t = () => server();

  /** An admin token that is still alive at the clock's "now" (admin sessions last 12 hours). */
  async function admin(): Promise<string> {
    const now = t().clock.now().getTime();
    if (!adminToken || now - adminToken.at > 6 * HOUR_MS || now < adminToken.at) adminToken = { token: await t().adminToken(), at: now };
    return adminToken.token;
  }

  /** Moves the clock forward to 12:00 IST of the next IST day (fresh per-day limits and budgets). */
  function nextIstNoon(): Date {
    const istDay = Math.floor((t().clock.now().getTime() + IST_OFFSET_MS) / DAY_MS);
    const next = new Date((istDay + 1) * DAY_MS + NOON_MS - IST_OFFSET_MS);
    t().clock.set(next);
    return next;
  }

  async function users(count: number, options: { verified?: boolean } = {}): Promise<TestUser[]> {
    return Promise.all(Array.from({ length: count }, () => t().createUser(options)));
  }

  const post = (url: string, user?: { token: string }, payload?: unknown) => t().request('public', { method: 'POST', url, token: user?.token, payload: payload as Record<string, unknown> });
  const get = (url: string, user?: { token: string }) => t().request('public', { method: 'GET', url, token: user?.token });

  async function adminGet(game: string): Promise<LightMyRequestResponse> {
    return t().request('admin', { method: 'GET', url: `/api/admin/games/${game}`, token: await admin() });
  }

  /**
   * The admin's PUT. Settings whose expected value per play falls are refused there without notice
   * (decision 044, tested in scheduled-changes.test.ts); a test that needs them in force now writes
   * them as the seeds do, and the answer is the admin's view after it.
   */
  async function adminPut(game: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
    const response = await t().request('admin', { method: 'PUT', url: `/api/admin/games/${game}`, token: await admin(), payload });
    if (response.statusCode !== 409 || response.json().code !== 'changes.notice-required') return response;
    await writeSettingsNow(t(), game as Game, payload);
    return adminGet(game);
  }

  /** PUT that must succeed; answers the admin view of the game. */
  async function configure(game: string, payload: Record<string, unknown>): Promise<any> {
    const response = await adminPut(game, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function gamesState(user?: { token: string }): Promise<any> {
    const response = await get('/api/games', user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function balance(user: { token: string }): Promise<number> {
    const response = await get('/api/auth/me', user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().walletBalance as number;
  }

  async function ledgerIsConsistent(): Promise<void> {
    const response = await t().request('admin', { method: 'POST', url: '/api/admin/ledger-check', token: await admin() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [] });
  }

  async function query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await t().server.orm.em.fork().getConnection().execute(text, params)) as T[];
  }

  /** Game-prize ledger credits to one user, in paise. */
  async function gamePrizeCredits(userId: string): Promise<{ count: number; paise: number }> {
    const [row] = await query<{ count: string; paise: string | null }>(
      `select count(*) as count, sum(e.amount) as paise from ledger_entries e join wallet_accounts a on a.id = e.account_id
       where a.user_id = ? and e.kind = 'game-prize'`,
      [userId],
    );
    return { count: Number(row!.count), paise: Number(row!.paise ?? 0) };
  }

  /** What the user's next draw will be: read from the live (secret) seed, as only a test can. */
  async function nextOutcome(userId: string, game: FairGame, weights?: number[]): Promise<FairOutcome> {
    const [seed] = await query<{ server_seed: string; client_seed: string; next_nonce: number }>(
      `select server_seed, client_seed, next_nonce from fairness_seeds where user_id = ? and revealed_at is null`,
      [userId],
    );
    if (!seed) throw new Error('the user has no live seed yet');
    return verifyOutcome(nodeHmacSha256, { serverSeedHex: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.next_nonce, game, weights });
  }

  async function rotate(user: { token: string }): Promise<{ revealedServerSeed: string; serverSeedHash: string }> {
    const response = await post('/api/fairness/rotate', user);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['revealedServerSeed', 'serverSeedHash']);
    expect(body.revealedServerSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(body.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    return body;
  }

  async function plays(user: { token: string }): Promise<any[]> {
    const all: any[] = [];
    for (let page = 1; ; page += 1) {
      const response = await get(`/api/fairness/plays?page=${page}&pageSize=100`, user);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      all.push(...body.plays);
      if (all.length >= body.total || body.plays.length === 0) return all;
    }
  }

  return { admin, nextIstNoon, users, post, get, adminGet, adminPut, configure, gamesState, balance, ledgerIsConsistent, query, gamePrizeCredits, nextOutcome, rotate, plays };
}

export function expectProof(proof: unknown, expected: Partial<Proof> = {}): asserts proof is Proof {
  expect(proof).toEqual({
    serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    clientSeed: expect.any(String),
    nonce: expect.any(Number),
    settingsVersion: expect.any(Number),
    ...expected,
  });
}

/** Re-computes a play from a revealed seed. */
export function recompute(serverSeedHex: string, proof: Proof, game: FairGame, weights?: number[]): Promise<FairOutcome> {
  expect(hashOfSeed(serverSeedHex)).toBe(proof.serverSeedHash);
  return verifyOutcome(nodeHmacSha256, { serverSeedHex, clientSeed: proof.clientSeed, nonce: proof.nonce, game, weights });
}

export { hashOfSeed };

/** Segments in rupees for the admin PUT. */
export function segments(prizes: number[], weights: number[] = prizes.map(() => 1), label = (index: number) => `Segment ${index + 1}`) {
  return prizes.map((prize, index) => ({ label: label(index), prize, weight: weights[index]! }));
}

/** χ² critical value at p = 0.001 (the exact p-values are computed in tests/unit/fairness.test.ts). */
export function chiSquareCritical999(df: number): number {
  const table: Record<number, number> = { 1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 5: 20.515, 6: 22.458, 7: 24.322 };
  const value = table[df];
  if (value === undefined) throw new Error(`no critical value for df ${df}`);
  return value;
}

/** Pearson's χ² statistic of counts against frequencies proportional to weights. */
export function chiSquare(observed: number[], weights: number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  return observed.reduce((sum, count, index) => {
    const expected = (total * weights[index]!) / weightSum;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}
