import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPublicRoute, PUBLIC_ROUTES } from '#contract/site/public-routes';

/** The route tree TanStack Router generates from src/routes: every full path it gives a page. */
const GENERATED = readFileSync(new URL('../../src/route-tree.gen.ts', import.meta.url), 'utf8');
const generatedPaths = [...new Set([...GENERATED.matchAll(/fullPath: '([^']+)'/g)].map((match) => match[1]!))].sort();

describe("the server's list of the public SPA's routes", () => {
  it('is the generated route tree', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(generatedPaths);
  });

  it('matches a pathname the way the router does: $name one segment, $ the rest (none included), a trailing slash either way', () => {
    for (const path of ['/', '/wallet', '/wallet/', '/wallet/history', '/blog', '/blog/some-post', '/task', '/task/', '/task/a', '/task/a/b', '/spin-and-win/']) expect(isPublicRoute(path), path).toBe(true);
    for (const path of ['/nope', '/blog/a/b', '/tasks', '/spin-and-win/x', '/wallet/nowhere']) expect(isPublicRoute(path), path).toBe(false);
  });
});
