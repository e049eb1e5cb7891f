import v8 from 'node:v8';

/**
 * After each full collection V8 sets the next one's heap limit from how fast the old generation
 * filled. In this server it fills slowly (request garbage that happened to outlive two scavenges),
 * so V8 picks limits as low as 1.1 × the live heap, and after an idle spell its memory reducer
 * does the same: a full collection every 4–8 s under load. Each one holds up every request in
 * flight for 50–100 ms on a two-core machine, which was the whole of the money path's p99 tail
 * (docs/performance.md, decision 008). A fixed growth of 200 % (the next full collection when the
 * heap has tripled, as Go's GOGC=200 does) spends ≈ 100 MB of memory to make them rare.
 */
export const HEAP_GROWTH_PERCENT = 200;

/** Process-wide, read by V8 at every full collection; set once at boot, before the first request. */
export function applyServerHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWTH_PERCENT}`);
}
