import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it, vi } from 'vitest';
import { ReadReplica } from '../../server/modules/cache/read-replica';

/**
 * Where ReadReplica sends a public read (decision 057), with stand-ins for the two databases: each
 * answers its WAL position (the primary's insert position, the standby's replayed one) and counts questions.
 */
function database(name: string, position: () => bigint | null) {
  const asked = { positions: 0 };
  const em = {
    name,
    isInTransaction: () => false,
    fork: () => em,
    getConnection: () => ({
      execute: async () => {
        asked.positions += 1;
        const at = position();
        return [{ position: at === null ? null : String(at) }];
      },
    }),
  };
  return { orm: { em, close: async () => {} } as unknown as MikroORM, em: em as unknown as EntityManager, asked };
}

function setUp() {
  const at = { primary: 100n, standby: 100n as bigint | null };
  const primary = database('primary', () => at.primary);
  const standby = database('standby', () => at.standby);
  const log = { warn: vi.fn() };
  const replica = new ReadReplica(standby.orm, primary.orm, log);
  const where = (em = primary.em, listening = true) => replica.read(em, async (on) => (on as unknown as { name: string }).name, listening);
  return { at, primary, standby, log, replica, where };
}

describe('ReadReplica', () => {
  it('reads on the standby once it has replayed past the primary position taken after the last change seen', async () => {
    const { at, replica, where } = setUp();
    expect(await where()).toBe('standby');
    at.primary = 150n;
    replica.sawChange();
    expect(await where()).toBe('primary');
    at.standby = 150n;
    expect(await where()).toBe('standby');
    expect(replica.served).toEqual({ standby: 2, primary: 1 });
  });

  it('asks each database again only when it must: the primary after a change, the standby when its last position is not enough', async () => {
    const { at, primary, standby, replica, where } = setUp();
    await Promise.all([where(), where(), where()]);
    expect([primary.asked.positions, standby.asked.positions]).toEqual([1, 1]);
    at.primary = 120n;
    at.standby = 130n;
    replica.sawChange();
    await where();
    await where();
    expect([primary.asked.positions, standby.asked.positions]).toEqual([2, 2]);
  });

  it('inside a transaction, or while changes may go unheard, the primary answers without a question to either', async () => {
    const { primary, standby, where } = setUp();
    const inTransaction = { ...primary.em, isInTransaction: () => true } as unknown as EntityManager;
    expect(await where(inTransaction)).toBe('primary');
    expect(await where(primary.em, false)).toBe('primary');
    expect([primary.asked.positions, standby.asked.positions]).toEqual([0, 0]);
  });

  it('a standby not in recovery is not used, and says why once', async () => {
    const { at, log, where } = setUp();
    at.standby = null;
    expect(await where()).toBe('primary');
    expect(await where()).toBe('primary');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatch(/not a standby in recovery/);
  });

  it('a read that fails on the standby is answered by the primary, which takes the next reads for a while', async () => {
    const { replica, primary, log } = setUp();
    const answer = await replica.read(primary.em, async (on) => {
      if ((on as unknown as { name: string }).name === 'standby') throw new Error('canceling statement due to conflict with recovery');
      return 'primary';
    }, true);
    expect(answer).toBe('primary');
    expect(await replica.read(primary.em, async (on) => (on as unknown as { name: string }).name, true)).toBe('primary');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
