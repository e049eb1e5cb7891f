import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeChunks, routePreloads } from '../../server/http/route-chunks';

/** A build folder with a manifest shaped as Vite writes it for the public SPA. */
function builtFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
  const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
  const manifest = {
    'index.html': { ...chunk('index.js', ['_runtime.js']), isEntry: true },
    '_runtime.js': chunk('runtime.js'),
    '_shared.js': chunk('shared.js', ['_runtime.js']),
    'routes/__root.tsx?tsr-split=component': chunk('root.js'),
    'routes/index.tsx?tsr-split=component': chunk('home.js'),
    'routes/_signed-in.tsx?tsr-split=component': chunk('signed-in.js'),
    'routes/_signed-in/invite.tsx?tsr-split=component': chunk('invite.js', ['_shared.js']),
    'routes/blog.$id.tsx?tsr-split=component': chunk('post.js', ['_shared.js']),
    'routes/blog.index.tsx?tsr-split=component': chunk('blog.js'),
    'routes/task.$.tsx?tsr-split=component': chunk('task.js'),
  };
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('route chunks', () => {
  it('lists per address the entry, the root, the layouts and the route, with their static imports', () => {
    const { entryFiles, routes } = routeChunks(builtFolder());
    expect(entryFiles).toEqual(['assets/index.js', 'assets/runtime.js']);
    expect(routes.map((route) => route.path)).toEqual(['/', '/blog', '/blog/$id', '/invite', '/task/$']);
    expect(routes.find((route) => route.path === '/invite')?.files).toEqual(['assets/index.js', 'assets/runtime.js', 'assets/root.js', 'assets/signed-in.js', 'assets/invite.js', 'assets/shared.js']);
  });

  it('names for preloading the chunks of the route a path opens that index.html does not already name', () => {
    const preloads = routePreloads(builtFolder());
    expect(hrefs(preloads('/invite'))).toEqual(['/assets/root.js', '/assets/signed-in.js', '/assets/invite.js', '/assets/shared.js']);
    expect(hrefs(preloads('/blog'))).toEqual(['/assets/root.js', '/assets/blog.js']);
    expect(hrefs(preloads('/blog/'))).toEqual(['/assets/root.js', '/assets/blog.js']);
    expect(hrefs(preloads('/blog/some-post'))).toEqual(['/assets/root.js', '/assets/post.js', '/assets/shared.js']);
    // A splat serves its parent too.
    expect(hrefs(preloads('/task'))).toEqual(['/assets/root.js', '/assets/task.js']);
    expect(hrefs(preloads('/task/a/b'))).toEqual(['/assets/root.js', '/assets/task.js']);
    expect(preloads('/no-such-page')).toBe('');
    expect(preloads('/blog/a/b')).toBe('');
  });

  it('names nothing for a build without a manifest', () => {
    expect(routePreloads(fs.mkdtempSync(path.join(os.tmpdir(), 'unbuilt-')))('/invite')).toBe('');
  });
});
