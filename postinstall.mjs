/**
 * npm's postinstall: compiles the message catalogues that development, the tests and the build
 * import. A production install of the built artefact (`npm ci --omit=dev`, decision 052) has no
 * sources and no TypeScript loader, and needs neither: the compiled server and apps carry their
 * messages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const COMPILER = 'src/i18n/compile-messages.ts';
let loader = true;
try {
  import.meta.resolve('tsx');
} catch {
  loader = false;
}
if (!existsSync(COMPILER) || !loader) {
  console.log('postinstall: a production install (no sources or no dev dependencies): the build carries its messages.');
} else {
  const compiled = spawnSync(process.execPath, ['--import', 'tsx', COMPILER], { stdio: 'inherit' });
  process.exit(compiled.status ?? 1);
}
