import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signInUser, useE2eSession } from './browser';
import { createE2eUser } from './factory';
import { hindiText } from '../fixtures/hindi-catalogue';

// Installable (issue 15): the public origin's manifest per language, its service worker and what
// that worker stores; the admin origin has neither.
const e2e = useE2eSession('pwa');

interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifestFor(headers: Record<string, string>): Promise<{ response: Response; manifest: WebManifest }> {
  const response = await fetch(`${e2e.app.publicUrl}/manifest.webmanifest`, { headers });
  expect(response.status).toBe(200);
  return { response, manifest: (await response.json()) as WebManifest };
}

/** Every URL in every Cache Storage cache of the page's origin (the precache and the runtime caches). */
function cachedUrls(): Promise<string[]> {
  return e2e.user.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

describe('installable public site', () => {
  it('serves the manifest in the visitor language, with 192 and 512 icons that exist', async () => {
    const english = await manifestFor({ 'accept-language': 'en-IN,en;q=0.9' });
    expect(english.response.headers.get('content-type')).toContain('application/manifest+json');
    expect(english.response.headers.get('vary')).toMatch(/Cookie/i);
    expect(english.manifest).toMatchObject({ id: '/', name: 'Honest Rewards: free games and daily rewards', short_name: 'Honest Rewards', lang: 'en-IN', start_url: '/', display: 'standalone', theme_color: '#1e1b4b' });

    const hindi = await manifestFor({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.manifest).toMatchObject({ id: '/', name: hindiText('pwa.manifest.name'), lang: 'hi-IN' });
    // The visitor's own choice (the lang cookie) wins over the browser's languages.
    expect((await manifestFor({ cookie: 'lang=en', 'accept-language': 'hi' })).manifest.lang).toBe('en-IN');
    expect((await manifestFor({ cookie: 'lang=hi' })).manifest.lang).toBe('hi-IN');

    const sizes = english.manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of english.manifest.icons) {
      const response = await fetch(new URL(icon.src, e2e.app.publicUrl));
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }
  });

  it('the browser reads the Hindi manifest for a Hindi visitor (the lang cookie reaches it) and finds the site installable', async () => {
    const page = e2e.user;
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: e2e.app.publicUrl }]);
    await page.goto(`${e2e.app.publicUrl}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
    expect(url).toBe(`${e2e.app.publicUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    expect(JSON.parse(data).name).toBe(hindiText('pwa.manifest.name'));
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    await cdp.detach();
  });

  it('registers a service worker that stores only hashed assets and icons — no API answer, no page, nothing signed in', async () => {
    const page = e2e.user;
    await page.goto(`${e2e.app.publicUrl}/`);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(worker).toEqual({ scope: `${e2e.app.publicUrl}/`, script: `${e2e.app.publicUrl}/sw.js` });

    const precached = await cachedUrls();
    expect(precached.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path)), 'the entry chunk is precached').toBe(true);
    expect(precached).toEqual(expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png']));

    // A signed-in visit (now under the worker's control) adds nothing but assets to its caches.
    const user = await createE2eUser(e2e.app);
    await signInUser(page, e2e.app, user, '/wallet');
    await page.goto(`${e2e.app.publicUrl}/profile`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    for (const path of await cachedUrls()) {
      expect(path, 'only hashed assets and icons are cached').toMatch(/^\/(assets\/[\w.-]+\.(js|css|svg|woff2?)|icons\/[\w-]+\.png)$/);
      expect(path).not.toMatch(/^\/(api|trpc|uploads)\//);
    }
  });
});

/**
 * Makes the built worker script differ by a byte (the browser's test for a new version), in the
 * precompressed copies too, and gives back a function that puts the original back.
 */
function publishNewWorkerVersion(): () => void {
  const script = path.resolve(import.meta.dirname, '..', '..', 'dist', 'public', 'sw.js');
  const files = [script, `${script}.br`, `${script}.gz`].filter((file) => fs.existsSync(file));
  const originals = new Map(files.map((file) => [file, fs.readFileSync(file)]));
  const changed = Buffer.concat([fs.readFileSync(script), Buffer.from('\n// e2e: the next version\n')]);
  fs.writeFileSync(script, changed);
  if (originals.has(`${script}.br`)) fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(changed));
  if (originals.has(`${script}.gz`)) fs.writeFileSync(`${script}.gz`, zlib.gzipSync(changed));
  return () => {
    for (const [file, content] of originals) fs.writeFileSync(file, content);
  };
}

describe('a new version', () => {
  it('is offered with a prompt, and Reload brings the page up under the new worker', async () => {
    // The phone page: the only one where the suite lets a worker run (browser.ts).
    const page = e2e.user;
    await page.goto(`${e2e.app.publicUrl}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const restore = publishNewWorkerVersion();
    try {
      await page.reload();
      const prompt = page.getByRole('complementary', { name: 'A new version of Honest Rewards is ready' });
      await prompt.waitFor();
      await page.evaluate(() => ((window as unknown as { e2eBeforeUpdate: boolean }).e2eBeforeUpdate = true));
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => !(window as unknown as { e2eBeforeUpdate?: boolean }).e2eBeforeUpdate);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { waiting: Boolean(registration.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      });
      expect(after).toEqual({ waiting: false, controlled: true });
      await expect(prompt.count()).resolves.toBe(0);
    } finally {
      restore();
    }
  });
});

describe('admin origin', () => {
  it('has no manifest and no service worker', async () => {
    for (const path of ['/manifest.webmanifest', '/sw.js']) {
      const response = await fetch(`${e2e.app.adminUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
    const html = await (await fetch(`${e2e.app.adminUrl}/login`)).text();
    expect(html).not.toContain('rel="manifest"');
  });
});
