import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A stand-in for the built SPAs' index.html, so page tests need no `npm run build`. */
export const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>Honest Rewards</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A temporary folder holding `public/index.html` and `admin/index.html`; `remove()` deletes it. */
export function createSpaStaticRoot(name: string): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `rewards-${name}-spa-`));
  for (const origin of ['public', 'admin']) {
    fs.mkdirSync(path.join(root, origin), { recursive: true });
    fs.writeFileSync(path.join(root, origin, 'index.html'), INDEX_HTML);
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
