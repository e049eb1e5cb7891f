import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillRoot, PRERENDERED_DIR, prerenderedFileName, readPrerenderedPages } from '../../server/http/prerendered-pages';

const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

function builtFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  fs.mkdirSync(path.join(dir, PRERENDERED_DIR));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, PRERENDERED_DIR, name), content);
  return dir;
}

describe('prerendered first HTML', () => {
  it('fills #root with the page in the request language, and only for a prerendered path', () => {
    const pages = readPrerenderedPages(builtFolder({ [prerenderedFileName('/', 'en')]: '<h1>Home</h1>', [prerenderedFileName('/', 'hi')]: '<h1>होम</h1>' }));
    expect(fillRoot(INDEX, pages, '/', 'hi')).toContain('<div id="root" data-prerendered=""><h1>होम</h1></div>');
    expect(fillRoot(INDEX, pages, '/', 'en')).toContain('<h1>Home</h1>');
    expect(fillRoot(INDEX, pages, '/about', 'en')).toBe(INDEX);
  });

  it('leaves the shell empty when the build has no copy for that language (or none at all)', () => {
    const onlyEnglish = readPrerenderedPages(builtFolder({ [prerenderedFileName('/', 'en')]: '<h1>Home</h1>' }));
    expect(fillRoot(INDEX, onlyEnglish, '/', 'hi')).toBe(INDEX);
    expect(fillRoot(INDEX, readPrerenderedPages(fs.mkdtempSync(path.join(os.tmpdir(), 'unbuilt-'))), '/', 'en')).toBe(INDEX);
  });

  it('keeps replacement patterns in the markup literal', () => {
    const pages = readPrerenderedPages(builtFolder({ [prerenderedFileName('/', 'en')]: '<p>₹10 costs $& and $1</p>' }));
    expect(fillRoot(INDEX, pages, '/', 'en')).toContain('<p>₹10 costs $& and $1</p>');
  });
});
