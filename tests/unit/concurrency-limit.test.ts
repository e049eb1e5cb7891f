import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../../server/trpc/concurrency-limit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's continuations run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('concurrency limit', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index);
        await gate.promise;
        return index * 10;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
  });

  it('a task that fails frees its slot and its caller gets the error', async () => {
    const limit = createConcurrencyLimit(1);
    const failing = deferred();
    const first = limit.run(() => failing.promise);
    let secondStarted = false;
    const second = limit.run(async () => {
      secondStarted = true;
      return 'second';
    });
    await flush();
    expect(secondStarted).toBe(false);
    failing.reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    expect(await second).toBe('second');
  });
});
