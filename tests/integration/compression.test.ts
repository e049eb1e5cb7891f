import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/http/compression';
import { precompressDir } from '../../vite.precompress';
import { checkEveryResponse } from './assertions';
import { createTestServer, type TestServer } from './harness';

/** A built-looking script, big enough that the build step writes its compressed copies. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, index) => `export const value${index} = 'the same words again and again ${index}';`).join('\n');
const SMALL_SCRIPT = "console.log('small');";
/** The SPA page with a long description, as a blog post's page would have. */
const INDEX_HTML = `<!doctype html><html><head><title>app</title>${'<meta name="x" content="a page shell with its tags">'.repeat(60)}</head><body><div id="root"></div></body></html>`;

let t: TestServer;
let staticRoot: string;
beforeAll(async () => {
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-compression-'));
  for (const origin of ['public', 'admin']) {
    fs.mkdirSync(path.join(staticRoot, origin, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(staticRoot, origin, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(staticRoot, origin, 'assets', 'app-abc123.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(staticRoot, origin, 'assets', 'tiny-abc123.js'), SMALL_SCRIPT);
    // The build's own step, as `npm run build` runs it.
    await precompressDir(path.join(staticRoot, origin));
  }
  t = await createTestServer({}, { staticRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});
checkEveryResponse(() => t);

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

function expectExactLength(response: LightMyRequestResponse): void {
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
}

describe('static assets', () => {
  it('come as the build made them: brotli, else gzip, else as they are — each immutable and varying by Accept-Encoding', async () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await t.request('public', { method: 'GET', url: '/assets/app-abc123.js', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectExactLength(response);
      expect(decoded(response)).toBe(BIG_SCRIPT);
      if (expected) expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    }
  });

  it('a tiny one goes out as it is, and HEAD tells the size GET would send', async () => {
    const tiny = await t.request('public', { method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(SMALL_SCRIPT);
    expectExactLength(tiny);

    const head = await t.request('public', { method: 'HEAD', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    const get = await t.request('public', { method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('the compressed copies have no address of their own: the SPA answers there as for any unknown path', async () => {
    const response = await t.request('public', { method: 'GET', url: '/assets/app-abc123.js.br' });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('answers made per request', () => {
  it('the SPA page is compressed, never cached without asking, and decodes to the page', async () => {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await t.request('public', { method: 'GET', url: '/spin-and-win', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectExactLength(response);
      expect(decoded(response)).toContain('<div id="root"></div>');
    }
    const plain = await t.request('public', { method: 'GET', url: '/spin-and-win' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
  });

  it('a large tRPC answer is compressed with its exact length; a small one goes out as it is', async () => {
    const large = await t.trpcQuery('public', 'pages.get', { slug: 'terms' }, { headers: { 'accept-encoding': 'gzip' } });
    const plainLarge = await t.trpcQuery('public', 'pages.get', { slug: 'terms' });
    expect(plainLarge.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['content-type']).toMatch(/application\/json/);
    expectExactLength(large);
    expect(JSON.parse(decoded(large))).toEqual(plainLarge.json());

    const small = await t.trpcQuery('public', 'site.info', undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.statusCode).toBe(200);
  });

  it('/metrics is never compressed', async () => {
    const admin = await t.adminToken();
    const response = await t.request('admin', { method: 'GET', url: '/metrics', token: admin, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
  });
});
