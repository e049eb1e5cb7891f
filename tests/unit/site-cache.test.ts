import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock';
import { CachedRead } from '../../server/modules/cache/cached-read';
import { ChangeCache } from '../../server/modules/cache/change-cache';
import { ServerCaches } from '../../server/modules/cache/server-caches';
import type { Deps } from '../../server/modules/deps';

/** A public read's cache whose changes are heard (its listener connected). */
function listeningCache<V>(maxEntries = 256): ChangeCache<V, undefined> {
  const cache = new ChangeCache<V, undefined>({ maxEntries });
  cache.resume();
  return cache;
}

/** A read that counts its calls and answers `value` (or its own promise, settled by the test). */
function countingRead<T>(value: () => T | Promise<T>) {
  const read = async () => {
    read.calls += 1;
    return value();
  };
  read.calls = 0;
  return read;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((resolveWith, rejectWith) => {
    resolve = resolveWith;
    reject = rejectWith;
  });
  return { promise, resolve, reject };
}

describe('a public read kept until its topic changes', () => {
  it('keeps a read until it is forgotten, then reads again', async () => {
    const cache = listeningCache<number>();
    let version = 1;
    const read = countingRead(() => version);
    expect(await cache.get('list:', read, undefined)).toBe(1);
    version = 2;
    expect(await cache.get('list:', read, undefined)).toBe(1);
    expect(read.calls).toBe(1);
    cache.forgetAll();
    expect(await cache.get('list:', read, undefined)).toBe(2);
    expect(read.calls).toBe(2);
  });

  it('does not keep a read that began before a forget', async () => {
    const cache = listeningCache<string>();
    const before = deferred<string>();
    const staleRead = countingRead(() => before.promise);
    const freshRead = countingRead(() => 'after');
    const pending = cache.get('all', staleRead, undefined);
    cache.forgetAll();
    // A reader after the change does not share the read begun before it.
    expect(await cache.get('all', freshRead, undefined)).toBe('after');
    before.resolve('before');
    expect(await pending).toBe('before');
    // The fresh value stays; the stale one was never put back.
    expect(await cache.get('all', staleRead, undefined)).toBe('after');
    expect(staleRead.calls).toBe(1);
    expect(freshRead.calls).toBe(1);
  });

  it('does not keep a read that began before a forget even when nobody read meanwhile', async () => {
    const cache = listeningCache<string>();
    const before = deferred<string>();
    const pending = cache.get('day', () => before.promise, undefined);
    cache.forgetAll();
    before.resolve('before');
    await pending;
    const read = countingRead(() => 'after');
    expect(await cache.get('day', read, undefined)).toBe('after');
    expect(read.calls).toBe(1);
  });

  it('shares one read among concurrent readers of a missing value', async () => {
    const cache = listeningCache<{ total: number }>();
    const answer = deferred<{ total: number }>();
    const read = countingRead(() => answer.promise);
    const readers = [cache.get('all', read, undefined), cache.get('all', read, undefined), cache.get('all', read, undefined)];
    answer.resolve({ total: 3 });
    const values = await Promise.all(readers);
    expect(read.calls).toBe(1);
    expect(values[0]).toEqual({ total: 3 });
    expect(values[1]).toBe(values[0]);
    expect(values[2]).toBe(values[0]);
  });

  it('does not keep a failed read: the next reader tries again', async () => {
    const cache = listeningCache<string>();
    let fail = true;
    const read = countingRead(() => {
      if (fail) throw new Error('database unavailable');
      return 'ok';
    });
    await expect(cache.get('post:a', read, undefined)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.get('post:a', read, undefined)).toBe('ok');
    expect(await cache.get('post:a', read, undefined)).toBe('ok');
    expect(read.calls).toBe(2);
  });

  it('serves and keeps nothing while suspended, nor a read begun before a suspend or resume', async () => {
    const cache = new ChangeCache<string, undefined>({ maxEntries: 256 });
    const read = countingRead(() => 'value');
    // A new cache is suspended until its listener connects.
    await cache.get('daily', read, undefined);
    await cache.get('daily', read, undefined);
    expect(read.calls).toBe(2);

    cache.resume();
    await cache.get('daily', read, undefined);
    await cache.get('daily', read, undefined);
    expect(read.calls).toBe(3);

    cache.suspend();
    await cache.get('daily', read, undefined);
    expect(read.calls).toBe(4);

    // Begun while listening, settled after the connection dropped and came back: not kept.
    cache.resume();
    const answer = deferred<string>();
    const pending = cache.get('daily', () => answer.promise, undefined);
    cache.suspend();
    cache.resume();
    answer.resolve('stale');
    await pending;
    expect(await cache.get('daily', read, undefined)).toBe('value');
    expect(read.calls).toBe(5);
  });

  it('keeps at most its bound of keys, dropping the oldest; another read is not limited by it', async () => {
    const catalogue = listeningCache<string>(256);
    const blog = listeningCache<string>(256);
    const read = countingRead(() => 'value');
    for (let index = 0; index <= 256; index += 1) await catalogue.get(`search-${index}`, read, undefined);
    expect(read.calls).toBe(257);
    // The newest 256 are still kept…
    for (let index = 1; index <= 256; index += 1) await catalogue.get(`search-${index}`, read, undefined);
    expect(read.calls).toBe(257);
    // …the first went, and another read is not limited by this one.
    await blog.get('list:', read, undefined);
    await catalogue.get('search-0', read, undefined);
    expect(read.calls).toBe(259);
  });

  it("hears the announcements: a setting's key alone, any other topic whole", async () => {
    const caches = new ServerCaches(new ManualClock());
    caches.resume();
    const read = countingRead(() => 'value');
    const setting = (key: string) => new CachedRead<void, string, Deps>({ name: key, key: () => key, read, maxEntries: 1, forgetOn: { setting: 'entry' }, public: true });
    const capabilities = setting('capabilities');
    const referrals = setting('referrals');
    const posts = new CachedRead<string, string, Deps>({ name: 'posts', key: (key) => key, read, maxEntries: 256, forgetOn: { blog: 'all' }, public: true });
    const deps = { caches } as unknown as Deps;
    const readAll = () => Promise.all([capabilities.get(deps, undefined), referrals.get(deps, undefined), posts.get(deps, 'list:'), posts.get(deps, 'post:a')]);
    await readAll();
    expect(read.calls).toBe(4);

    const mark = caches.publicChangeMark;
    caches.onNotification('site_changes', 'setting:referrals');
    await readAll();
    expect(read.calls).toBe(5);
    // A remembered public answer made before it no longer stands.
    expect(caches.publicChangeMark).not.toBe(mark);

    caches.onNotification('site_changes', 'blog');
    await readAll();
    expect(read.calls).toBe(7);
  });
});
