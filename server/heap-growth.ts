import v8 from 'node:v8';

/**
 * A fixed heap growth of 200 % (the next full collection when the heap has tripled, like GOGC=200): V8's
 * own limits gave a 50–100 ms full collection every 4–8 s under load, the money path's p99 (decision 008).
 */
export const HEAP_GROWTH_PERCENT = 200;

/** Process-wide, read by V8 at every full collection; set once at boot, before the first request. */
export function applyServerHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWTH_PERCENT}`);
}
