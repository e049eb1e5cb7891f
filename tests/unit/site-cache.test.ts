import { describe, expect, it } from 'vitest';
import { MAX_KEYS_PER_TOPIC, SETTING_TOPIC, SiteCache } from '../../server/modules/cache/site-cache';

/** A cache whose changes are heard (its listener connected). */
function listeningCache(): SiteCache {
  const cache = new SiteCache();
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

describe('SiteCache', () => {
  it('keeps a read until its topic is forgotten, then reads again', async () => {
    const cache = listeningCache();
    let version = 1;
    const read = countingRead(() => version);
    expect(await cache.get('blog', 'list:', read)).toBe(1);
    version = 2;
    expect(await cache.get('blog', 'list:', read)).toBe(1);
    expect(read.calls).toBe(1);
    cache.forget('blog');
    expect(await cache.get('blog', 'list:', read)).toBe(2);
    expect(read.calls).toBe(2);
  });

  it('does not keep a read that began before a forget (epoch guard)', async () => {
    const cache = listeningCache();
    const before = deferred<string>();
    const staleRead = countingRead(() => before.promise);
    const freshRead = countingRead(() => 'after');
    const pending = cache.get('catalogue', 'all', staleRead);
    cache.forget('catalogue');
    // A reader after the change does not share the read begun before it.
    expect(await cache.get('catalogue', 'all', freshRead)).toBe('after');
    before.resolve('before');
    expect(await pending).toBe('before');
    // The fresh value stays; the stale one was never put back.
    expect(await cache.get('catalogue', 'all', staleRead)).toBe('after');
    expect(staleRead.calls).toBe(1);
    expect(freshRead.calls).toBe(1);
  });

  it('does not keep a read that began before a forget of the topic even when nobody read meanwhile', async () => {
    const cache = listeningCache();
    const before = deferred<string>();
    const pending = cache.get('games', 'day', () => before.promise);
    cache.forget('games');
    before.resolve('before');
    await pending;
    const read = countingRead(() => 'after');
    expect(await cache.get('games', 'day', read)).toBe('after');
    expect(read.calls).toBe(1);
  });

  it('shares one read among concurrent readers of a missing value', async () => {
    const cache = listeningCache();
    const answer = deferred<{ total: number }>();
    const read = countingRead(() => answer.promise);
    const readers = [cache.get('catalogue', 'all', read), cache.get('catalogue', 'all', read), cache.get('catalogue', 'all', read)];
    answer.resolve({ total: 3 });
    const values = await Promise.all(readers);
    expect(read.calls).toBe(1);
    expect(values[0]).toEqual({ total: 3 });
    expect(values[1]).toBe(values[0]);
    expect(values[2]).toBe(values[0]);
  });

  it('does not keep a failed read: the next reader tries again', async () => {
    const cache = listeningCache();
    let fail = true;
    const read = countingRead(() => {
      if (fail) throw new Error('database unavailable');
      return 'ok';
    });
    await expect(cache.get('blog', 'post:a', read)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.get('blog', 'post:a', read)).toBe('ok');
    expect(await cache.get('blog', 'post:a', read)).toBe('ok');
    expect(read.calls).toBe(2);
  });

  it('serves and keeps nothing while suspended, nor a read begun before a suspend or resume', async () => {
    const cache = new SiteCache();
    const read = countingRead(() => 'value');
    // A new cache is suspended until its listener connects.
    await cache.get('promo', 'daily', read);
    await cache.get('promo', 'daily', read);
    expect(read.calls).toBe(2);

    cache.resume();
    await cache.get('promo', 'daily', read);
    await cache.get('promo', 'daily', read);
    expect(read.calls).toBe(3);

    cache.suspend();
    await cache.get('promo', 'daily', read);
    expect(read.calls).toBe(4);

    // Begun while listening, settled after the connection dropped and came back: not kept.
    cache.resume();
    const answer = deferred<string>();
    const pending = cache.get('promo', 'daily', () => answer.promise);
    cache.suspend();
    cache.resume();
    answer.resolve('stale');
    await pending;
    expect(await cache.get('promo', 'daily', read)).toBe('value');
    expect(read.calls).toBe(5);
  });

  it(`keeps at most ${MAX_KEYS_PER_TOPIC} keys per topic, dropping the oldest`, async () => {
    const cache = listeningCache();
    const read = countingRead(() => 'value');
    for (let index = 0; index <= MAX_KEYS_PER_TOPIC; index += 1) await cache.get('catalogue', `search-${index}`, read);
    expect(read.calls).toBe(MAX_KEYS_PER_TOPIC + 1);
    // The newest 256 are still kept…
    for (let index = 1; index <= MAX_KEYS_PER_TOPIC; index += 1) await cache.get('catalogue', `search-${index}`, read);
    expect(read.calls).toBe(MAX_KEYS_PER_TOPIC + 1);
    // …the first went, and another topic is not limited by this one.
    await cache.get('blog', 'list:', read);
    await cache.get('catalogue', 'search-0', read);
    expect(read.calls).toBe(MAX_KEYS_PER_TOPIC + 3);
  });

  it("hears the database's announcements: a setting's key alone, any other topic whole", async () => {
    const cache = listeningCache();
    const read = countingRead(() => 'value');
    await cache.get(SETTING_TOPIC, 'capabilities', read);
    await cache.get(SETTING_TOPIC, 'referrals', read);
    await cache.get('blog', 'list:', read);
    await cache.get('blog', 'post:a', read);
    expect(read.calls).toBe(4);

    cache.onChange('setting:referrals');
    await cache.get(SETTING_TOPIC, 'capabilities', read);
    await cache.get(SETTING_TOPIC, 'referrals', read);
    expect(read.calls).toBe(5);

    cache.onChange('blog');
    await cache.get('blog', 'list:', read);
    await cache.get('blog', 'post:a', read);
    await cache.get(SETTING_TOPIC, 'capabilities', read);
    expect(read.calls).toBe(7);
  });
});
