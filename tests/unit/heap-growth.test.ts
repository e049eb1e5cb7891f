import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWTH_PERCENT } from '../../server/heap-growth';

/**
 * The setting is made at run time (v8.setFlagsFromString), which a Node upgrade could silently
 * turn into a no-op; so a child process runs one full collection and V8's own trace says which
 * growth factor set the next limit.
 */
function nextLimitFactors(applySetting: boolean): string[] {
  const script = `
    const { applyServerHeapGrowth } = await import(${JSON.stringify(new URL('../../server/heap-growth.ts', import.meta.url).pathname)});
    if (${applySetting}) applyServerHeapGrowth();
    globalThis.gc();
  `;
  const child = spawnSync(process.execPath, ['--expose-gc', '--trace-gc-verbose', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(child.status, child.stderr).toBe(0);
  // V8 12 (Node 20/22) prints the factor it applied after the new limit, "Limit: … (3.0)" (its
  // "factor … based on" line is what it computed before the flag); V8 13 (Node 24) prints the
  // applied factor only as "factor 3.0 based on …".
  const applied = [...child.stdout.matchAll(/\[HeapController\] Limit: .*\((\d+\.\d)\)/g)].map((match) => match[1]!);
  return applied.length ? applied : [...child.stdout.matchAll(/\[HeapController\] factor (\d+\.\d) based on/g)].map((match) => match[1]!);
}

/** As V8 prints it: one decimal. */
const SERVER_FACTOR = (1 + HEAP_GROWTH_PERCENT / 100).toFixed(1);

describe('server heap growth', () => {
  it('sets the limit after a full collection to (1 + HEAP_GROWTH_PERCENT/100) × the live heap', () => {
    expect(nextLimitFactors(true)).toEqual([SERVER_FACTOR]);
  });

  it('is not what V8 picks by itself', () => {
    const factors = nextLimitFactors(false);
    expect(factors).toHaveLength(1);
    expect(factors[0]).not.toBe(SERVER_FACTOR);
  });
});
