import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlByHand, trpcData, type TestServer } from './harness';
import { useTwoProcesses } from './money-helpers';

/**
 * The capability switches are served from each process's setting cache (migration 0026, decision
 * 011): a change must reach the process that made it at once, and every other process on the same
 * database within a second — through the admin, or by hand in SQL.
 */
const processes = useTwoProcesses();
let t: TestServer, other: TestServer, admin: string;
beforeAll(() => void ({ t, other, admin } = processes));

async function storeOn(server: TestServer): Promise<boolean> {
  return trpcData<{ capabilities: { store: boolean } }>(await server.trpcQuery('public', 'site.info')).capabilities.store;
}

/** What a switchable procedure answers: the store's list, 404 `capabilities.off` while off. */
async function storeListStatus(server: TestServer): Promise<number> {
  return (await server.trpcQuery('public', 'rewards.list')).statusCode;
}

function setStore(enabled: boolean) {
  return t.trpcMutation('admin', 'capabilities.set', { capability: 'store', enabled }, { token: admin });
}

/** The other process hears the change on its listening connection: an event elsewhere, so poll for it (up to 1 s). */
function withinOneSecond(check: () => Promise<void>) {
  return vi.waitFor(check, { timeout: 1_000, interval: 20 });
}

describe('the capability switches are cached per process and follow every change', () => {
  it('an admin switch: this process at once, the other within a second, both ways', async () => {
    // Both processes have read (and cached) "off".
    for (const server of [t, other]) {
      expect(await storeOn(server)).toBe(false);
      expect(await storeListStatus(server)).toBe(404);
    }
    expect((await setStore(true)).statusCode).toBe(200);
    expect(await storeOn(t)).toBe(true);
    expect(await storeListStatus(t)).toBe(200);
    await withinOneSecond(async () => expect(await storeListStatus(other)).toBe(200));
    expect(await storeOn(other)).toBe(true);

    expect((await setStore(false)).statusCode).toBe(200);
    expect(await storeListStatus(t)).toBe(404);
    await withinOneSecond(async () => expect(await storeListStatus(other)).toBe(404));
  });

  it('a switch changed by hand in SQL reaches both processes', async () => {
    expect(await storeOn(t)).toBe(false);
    expect(await storeOn(other)).toBe(false);
    await sqlByHand(t.databaseUrl, `update site_settings set value = jsonb_set(value, '{store}', 'true') where key = 'capabilities'`);
    await withinOneSecond(async () => expect(await storeOn(t)).toBe(true));
    await withinOneSecond(async () => expect(await storeOn(other)).toBe(true));
    await sqlByHand(t.databaseUrl, `update site_settings set value = jsonb_set(value, '{store}', 'false') where key = 'capabilities'`);
    await withinOneSecond(async () => expect(await storeOn(other)).toBe(false));
  });

  it('while a listener has lost its connection the switches are read from the database, and it listens again by itself', async () => {
    const connection = t.server.orm.em.fork().getConnection();
    const listening = `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%listen site_changes%'`;
    expect((await connection.execute<Array<{ pid: number }>>(listening)).length).toBeGreaterThanOrEqual(2);
    await connection.execute(`select pg_terminate_backend(pid) from (${listening}) as listeners`);
    // Nobody listens now: a change by hand is still seen at once, as a suspended cache serves nothing.
    await sqlByHand(t.databaseUrl, `update site_settings set value = jsonb_set(value, '{store}', 'true') where key = 'capabilities'`);
    await vi.waitFor(async () => expect(await storeOn(other)).toBe(true), { timeout: 1_000, interval: 20 });
    await vi.waitFor(async () => expect((await connection.execute<Array<{ pid: number }>>(listening)).length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 50 });
    expect((await setStore(false)).statusCode).toBe(200);
    await withinOneSecond(async () => expect(await storeOn(other)).toBe(false));
  });
});
