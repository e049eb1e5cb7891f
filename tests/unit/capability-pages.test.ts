import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_PAGES } from '#contract/capabilities/impact';
import { CAPABILITIES, type Capability } from '#contract/capabilities/schemas';

const ROUTES = join(import.meta.dirname, '../../src/routes');

/** A route file's public path as its users see it: pathless `_layout` folders dropped, a splat shown as "…". */
function publicPath(file: string): string {
  const segments = relative(ROUTES, file)
    .replace(/\.tsx$/, '')
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.map((segment) => (segment === '$' ? '…' : segment)).join('/')}`;
}

describe('CAPABILITY_PAGES (the switch-off confirmation names them)', () => {
  it('lists exactly the public routes each capability guards', () => {
    const guarded = Object.fromEntries(CAPABILITIES.map((capability) => [capability, [] as string[]])) as Record<Capability, string[]>;
    for (const entry of readdirSync(ROUTES, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue;
      const file = join(entry.parentPath, entry.name);
      for (const [, capability] of readFileSync(file, 'utf8').matchAll(/requireCapability\(context, '([a-z]+)'\)/g)) guarded[capability as Capability].push(publicPath(file));
    }
    for (const capability of CAPABILITIES) expect([...CAPABILITY_PAGES[capability]].sort(), capability).toEqual(guarded[capability].sort());
  });
});
