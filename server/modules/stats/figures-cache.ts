import type { Deps } from '../deps';

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * One store per running server: its config object is made once at boot and handed to every
 * request's deps, so two servers in one process (tests) keep their own figures.
 */
const stores = new WeakMap<object, Map<string, Entry>>();

/**
 * A public figure, remembered per process for a short while: the home page, the ticker's poll and
 * /transparency are read by every visitor, and each answer aggregates whole tables. Nothing is
 * pushed between processes: each reads the database again once its copy is `maxAgeMs` old, so
 * with several processes on one database every process shows the others' events within that
 * limit too. Readers of an expired figure share one computation; a failed one is forgotten so the
 * next reader tries again.
 */
export function cachedFigure<T>(deps: Deps, key: string, maxAgeMs: number, compute: () => Promise<T>): Promise<T> {
  let store = stores.get(deps.config);
  if (!store) {
    store = new Map();
    stores.set(deps.config, store);
  }
  const now = deps.clock.now().getTime();
  const cached = store.get(key);
  // A clock moved backwards (tests, a corrected system clock) makes a copy stale too.
  if (cached && now >= cached.at && now - cached.at < maxAgeMs) return cached.value as Promise<T>;
  const entry: Entry = { at: now, value: compute() };
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value as Promise<T>;
}
