import { describe, expect, it } from 'vitest';
import { ACCOUNT_FIGURES_TTL_MS, AccountFiguresCache, type AccountFigures } from '../../server/modules/wallet/account-figures-cache';

const figures = (balancePaise: number): AccountFigures => ({ balancePaise, offerwallPendingPaise: 0, tickerOptOut: false });

function listening(): AccountFiguresCache {
  const cache = new AccountFiguresCache();
  cache.resume();
  return cache;
}

/** A read the test finishes by hand, to put a change in the middle of it. */
function pendingRead() {
  let finish!: (value: AccountFigures) => void;
  const read = new Promise<AccountFigures>((resolve) => (finish = resolve));
  return { read: () => read, finish };
}

describe('AccountFiguresCache', () => {
  it('keeps a read and serves it until the user is forgotten', async () => {
    const cache = listening();
    expect(await cache.get('u1', 0, async () => figures(100))).toEqual(figures(100));
    expect(await cache.get('u1', 1, async () => figures(999))).toEqual(figures(100));
    cache.onChange('u2,u1');
    expect(await cache.get('u1', 2, async () => figures(250))).toEqual(figures(250));
  });

  it('does not keep a read that began before its user was forgotten (it may hold the old balance)', async () => {
    const cache = listening();
    const racing = pendingRead();
    const answer = cache.get('u1', 0, racing.read);
    cache.forget(['u1']);
    racing.finish(figures(100));
    expect(await answer).toEqual(figures(100));
    expect(cache.peek('u1', 1)).toBeUndefined();
  });

  it('a forget of another user does not stop a read from being kept', async () => {
    const cache = listening();
    const reading = pendingRead();
    const answer = cache.get('u1', 0, reading.read);
    cache.forget(['u2']);
    reading.finish(figures(100));
    await answer;
    expect(cache.peek('u1', 1)).toEqual(figures(100));
  });

  it('serves nothing while suspended, and starts empty on resume', async () => {
    const cache = listening();
    await cache.get('u1', 0, async () => figures(100));
    cache.suspend();
    expect(await cache.get('u1', 1, async () => figures(200))).toEqual(figures(200));
    expect(cache.peek('u1', 1)).toBeUndefined();
    cache.resume();
    expect(cache.size).toBe(0);
  });

  it('an entry ends after its lifetime, and when the clock goes back', async () => {
    const cache = listening();
    await cache.get('u1', 10_000, async () => figures(100));
    expect(cache.peek('u1', 10_000 + ACCOUNT_FIGURES_TTL_MS - 1)).toEqual(figures(100));
    expect(cache.peek('u1', 10_000 + ACCOUNT_FIGURES_TTL_MS)).toBeUndefined();
    await cache.get('u1', 10_000, async () => figures(100));
    expect(cache.peek('u1', 9_999)).toBeUndefined();
  });

  it('concurrent readers of a missing user share one read, which is kept', async () => {
    const cache = listening();
    const reading = pendingRead();
    let reads = 0;
    const read = () => ((reads += 1), reading.read());
    const answers = [cache.get('u1', 0, read), cache.get('u1', 0, read), cache.get('u1', 0, read)];
    reading.finish(figures(300));
    expect(await Promise.all(answers)).toEqual([figures(300), figures(300), figures(300)]);
    expect(reads).toBe(1);
    expect(cache.peek('u1', 1)).toEqual(figures(300));
  });

  it('a reader after a forget does not join the read begun before it', async () => {
    const cache = listening();
    const before = pendingRead();
    const old = cache.get('u1', 0, before.read);
    cache.forget(['u1']);
    const fresh = cache.get('u1', 0, async () => figures(200));
    before.finish(figures(100));
    expect(await old).toEqual(figures(100));
    expect(await fresh).toEqual(figures(200));
    expect(cache.peek('u1', 1)).toEqual(figures(200));
  });

  it('a failed read is not kept', async () => {
    const cache = listening();
    await expect(cache.get('u1', 0, async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('u1', 1, async () => figures(5))).toEqual(figures(5));
    expect(cache.peek('u1', 2)).toEqual(figures(5));
  });
});
