import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillRoot, NEEDS_USER_FILE, PRERENDERED_DIR, prerenderedFileName, readPrerenderedPages } from '../../server/http/prerendered-pages';

const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">';
const INDEX = `<!doctype html><html><head>${STYLESHEET}</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;
const CSS = 'body{color:red}';

function builtFolder(files: Record<string, string>, options: { css?: string } = { css: CSS }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  fs.mkdirSync(path.join(dir, PRERENDERED_DIR));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (options.css !== undefined) fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), options.css);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, PRERENDERED_DIR, name), content);
  return dir;
}

describe('prerendered first HTML', () => {
  it('fills #root with the page in the request language and inlines the stylesheet (its link kept, disabled), only for a prerendered path', () => {
    const pages = readPrerenderedPages(builtFolder({ [prerenderedFileName('/', 'en')]: '<h1>Home</h1>', [prerenderedFileName('/', 'hi')]: '<h1>होम</h1>' }));
    const hindi = fillRoot(INDEX, pages, '/', 'hi', false);
    expect(hindi).toContain('<div id="root" data-prerendered=""><h1>होम</h1></div>');
    expect(hindi).toContain(`<style>${CSS}</style>`);
    expect(hindi).not.toContain(STYLESHEET);
    // Kept disabled (not fetched) so a lazy chunk's loader finds it instead of adding the sheet again.
    expect(hindi).toContain(`<style>${CSS}</style>${STYLESHEET.replace(/>$/, ' disabled>')}`);
    expect(fillRoot(INDEX, pages, '/', 'en', false)).toContain('<h1>Home</h1>');
    expect(fillRoot(INDEX, pages, '/about', 'en', false)).toBe(INDEX);
  });

  it('leaves the shell as built when the build has no copy for that language (or none at all)', () => {
    const onlyEnglish = readPrerenderedPages(builtFolder({ [prerenderedFileName('/', 'en')]: '<h1>Home</h1>' }));
    expect(fillRoot(INDEX, onlyEnglish, '/', 'hi', false)).toBe(INDEX);
    expect(fillRoot(INDEX, readPrerenderedPages(fs.mkdtempSync(path.join(os.tmpdir(), 'unbuilt-'))), '/', 'en', false)).toBe(INDEX);
  });

  it('keeps the link when the stylesheet is missing, and replacement patterns in the markup literal', () => {
    const pages = readPrerenderedPages(builtFolder({ [prerenderedFileName('/', 'en')]: '<p>₹10 costs $& and $1</p>' }, {}));
    const html = fillRoot(INDEX, pages, '/', 'en', false);
    expect(html).toContain('<p>₹10 costs $& and $1</p>');
    expect(html).toContain(STYLESHEET);
  });

  it('fills a page that needs a user only for a request with a session cookie (a visitor is sent to sign in)', () => {
    const pages = readPrerenderedPages(builtFolder({ [prerenderedFileName('/invite', 'en')]: '<h1>Invite friends</h1>', [NEEDS_USER_FILE]: JSON.stringify(['/invite']) }));
    expect(fillRoot(INDEX, pages, '/invite', 'en', false)).toBe(INDEX);
    expect(fillRoot(INDEX, pages, '/invite', 'en', true)).toContain('<div id="root" data-prerendered=""><h1>Invite friends</h1></div>');
  });
});
