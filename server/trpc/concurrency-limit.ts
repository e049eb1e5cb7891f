/** Runs at most `limit` tasks at once; the others wait and start in the order they arrived. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    // The freed slot passes straight to the next waiter, so `running` never dips and lets a newcomer cut in.
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
