import v8 from 'node:v8';

/**
 * V8 settings of every server process, set before the server's modules allocate anything: import
 * this module first (server/main.ts; the API bench, which runs the server in its own process).
 *
 * No allocation-site pretenuring (decision 026). Under load V8 judged the sites allocating each
 * request's objects "long-lived" — at a scavenge the requests in flight are alive — and allocated
 * them straight into the old generation: 90 MB/s of garbage there at 17 K req/s, a mark-compact
 * every 2 s and scavenges of 5–16 ms, which were the p99 of every cached read. Without it a
 * scavenge takes under 1 ms and a mark-compact comes every ~10 s; p99 went from 9–18 ms to 3–4 ms.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
