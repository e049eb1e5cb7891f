import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock';
import { ServerCaches } from '../../server/modules/cache/server-caches';
import { ACCOUNT_FIGURES, ACCOUNT_FIGURES_TTL_MS, type AccountFigures } from '../../server/modules/wallet/account-figures-cache';

const figures = (balancePaise: number): AccountFigures => ({ balancePaise, offerwallPendingPaise: 0, tickerOptOut: false });

/** A server's caches whose changes are heard, and its users' figures. */
function listening() {
  const clock = new ManualClock(new Date(10_000));
  const caches = new ServerCaches(clock);
  caches.resume();
  return { clock, caches, accounts: caches.of(ACCOUNT_FIGURES) };
}

/** A read the test finishes by hand, to put a change in the middle of it. */
function pendingRead() {
  let finish!: (value: AccountFigures) => void;
  const read = new Promise<AccountFigures>((resolve) => (finish = resolve));
  return { read: () => read, finish };
}

describe('the account figures cache', () => {
  it('keeps a read and serves it until the user is forgotten', async () => {
    const { caches, accounts } = listening();
    expect(await accounts.get('u1', async () => figures(100), 'u1')).toEqual(figures(100));
    expect(await accounts.get('u1', async () => figures(999), 'u1')).toEqual(figures(100));
    caches.onNotification('account_changes', 'u2,u1');
    expect(await accounts.get('u1', async () => figures(250), 'u1')).toEqual(figures(250));
  });

  it('does not keep a read that began before its user was forgotten (it may hold the old balance)', async () => {
    const { caches, accounts } = listening();
    const racing = pendingRead();
    const answer = accounts.get('u1', racing.read, 'u1');
    caches.apply({ topic: 'account', key: 'u1' });
    racing.finish(figures(100));
    expect(await answer).toEqual(figures(100));
    expect(accounts.peek('u1')).toBeUndefined();
  });

  it('a forget of another user does not stop a read from being kept', async () => {
    const { caches, accounts } = listening();
    const reading = pendingRead();
    const answer = accounts.get('u1', reading.read, 'u1');
    caches.apply({ topic: 'account', key: 'u2' });
    reading.finish(figures(100));
    await answer;
    expect(accounts.peek('u1')).toEqual(figures(100));
  });

  it('serves nothing while suspended, and starts empty on resume', async () => {
    const { caches, accounts } = listening();
    await accounts.get('u1', async () => figures(100), 'u1');
    caches.suspend();
    expect(await accounts.get('u1', async () => figures(200), 'u1')).toEqual(figures(200));
    expect(accounts.peek('u1')).toBeUndefined();
    caches.resume();
    expect(accounts.size).toBe(0);
  });

  it('an entry ends after its lifetime, and when the clock goes back', async () => {
    const { clock, accounts } = listening();
    await accounts.get('u1', async () => figures(100), 'u1');
    clock.advance(ACCOUNT_FIGURES_TTL_MS - 1);
    expect(accounts.peek('u1')).toEqual(figures(100));
    clock.advance(1);
    expect(accounts.peek('u1')).toBeUndefined();
    clock.set(new Date(10_000));
    await accounts.get('u1', async () => figures(100), 'u1');
    clock.set(new Date(9_999));
    expect(accounts.peek('u1')).toBeUndefined();
  });

  it('concurrent readers of a missing user share one read, which is kept', async () => {
    const { accounts } = listening();
    const reading = pendingRead();
    let reads = 0;
    const read = () => ((reads += 1), reading.read());
    const answers = [accounts.get('u1', read, 'u1'), accounts.get('u1', read, 'u1'), accounts.get('u1', read, 'u1')];
    reading.finish(figures(300));
    expect(await Promise.all(answers)).toEqual([figures(300), figures(300), figures(300)]);
    expect(reads).toBe(1);
    expect(accounts.peek('u1')).toEqual(figures(300));
  });

  it('a reader after a forget does not join the read begun before it', async () => {
    const { caches, accounts } = listening();
    const before = pendingRead();
    const old = accounts.get('u1', before.read, 'u1');
    caches.apply({ topic: 'account', key: 'u1' });
    const fresh = accounts.get('u1', async () => figures(200), 'u1');
    before.finish(figures(100));
    expect(await old).toEqual(figures(100));
    expect(await fresh).toEqual(figures(200));
    expect(accounts.peek('u1')).toEqual(figures(200));
  });

  it('a failed read is not kept', async () => {
    const { accounts } = listening();
    await expect(accounts.get('u1', async () => Promise.reject(new Error('database away')), 'u1')).rejects.toThrow('database away');
    expect(await accounts.get('u1', async () => figures(5), 'u1')).toEqual(figures(5));
    expect(accounts.peek('u1')).toEqual(figures(5));
  });
});
