import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PARAGLIDE_OPTIONS } from '../../admin/i18n/paraglide-options';

const I18N = path.join(import.meta.dirname, '../../admin/i18n');
const settings = JSON.parse(fs.readFileSync(path.join(I18N, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const areaFiles = settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => path.join(I18N, pattern.replace('{locale}', 'en')));

function englishCatalogue(): Map<string, unknown> {
  const messages = new Map<string, unknown>();
  for (const file of areaFiles) {
    for (const [key, value] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)) {
      if (key === '$schema') continue;
      expect(messages.has(key), `${key} is defined twice (${file})`).toBe(false);
      messages.set(key, value);
    }
  }
  return messages;
}

/** A message's texts: itself, or each of its variants (plurals). */
function textsOf(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  return (message as { match: Record<string, string> }[]).flatMap((variant) => Object.values(variant.match));
}

// The admin stays English (issue 15); its catalogue exists so its words have one home.
describe('the admin message catalogue', () => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-paraglide-'));
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('is English only', () => {
    expect(settings.locales).toEqual(['en']);
    expect(settings.baseLocale).toBe('en');
  });

  it('lists every area folder, and every area key starts with its area', () => {
    const folders = fs.readdirSync(path.join(I18N, 'messages')).sort();
    expect(areaFiles.map((file) => path.basename(path.dirname(file))).sort()).toEqual(folders);
    for (const file of areaFiles) {
      const area = path.basename(path.dirname(file));
      const keys = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object).filter((key) => key !== '$schema');
      expect(keys.filter((key) => !key.startsWith(`${area}.`)), file).toEqual([]);
    }
  });

  it('has no empty message', () => {
    const empty = [...englishCatalogue()].filter(([, message]) => textsOf(message).length === 0 || textsOf(message).some((text) => text.trim() === ''));
    expect(empty).toEqual([]);
  });

  it('compiles: one typed function per message', async () => {
    await compile({ ...ADMIN_PARAGLIDE_OPTIONS, outdir });
    const { m } = (await import(path.join(outdir, 'messages.js'))) as { m: Record<string, (inputs?: Record<string, unknown>) => string> };
    for (const [key, text] of englishCatalogue()) {
      expect(typeof m[key], key).toBe('function');
      if (typeof text !== 'string') continue;
      // Placeholders filled with their own names give back the catalogue's text.
      const inputs = Object.fromEntries([...text.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g)].map(([, name]) => [name, `{${name}}`]));
      expect(m[key]!(inputs), key).toBe(text);
    }
  }, 60_000);
});
