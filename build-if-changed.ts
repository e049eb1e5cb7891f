/**
 * `npm start`'s first step (decision 052): runs `npm run build` only when a build input changed
 * since the last build, so a restart with unchanged sources starts in seconds instead of
 * rebuilding both apps and the server. Every successful `npm run build` ends with `--record`,
 * which writes the inputs' fingerprint (their paths and contents) beside the build; any
 * difference, or no build, builds again.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;
/** What the build reads: the apps, the server and its database code, and the root's build configuration. */
const INPUT_FOLDERS = ['src', 'admin', 'server', 'db'];
const INPUT_FILE = /^(vite\.[\w.-]+\.ts|esbuild\.server\.ts|package(-lock)?\.json|tsconfig\.json)$/;
/** Written by the build itself or by `npm install` from inputs already counted. */
const GENERATED = new Set(['paraglide', 'node_modules']);
const STAMP = path.join(ROOT, 'dist', '.build-inputs');

function inputFiles(): string[] {
  const files = fs.readdirSync(ROOT).filter((name) => INPUT_FILE.test(name));
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!GENERATED.has(entry.name)) walk(relative);
      } else if (!entry.name.endsWith('.gen.ts')) files.push(relative);
    }
  };
  INPUT_FOLDERS.forEach(walk);
  return files.sort();
}

/** The inputs, and which public build (decision 016): a React build leaves the Preact one as it was. */
function fingerprint(): string {
  const hash = createHash('sha256').update(`PUBLIC_RUNTIME=${process.env.PUBLIC_RUNTIME ?? ''}\0`);
  for (const file of inputFiles()) hash.update(file).update('\0').update(fs.readFileSync(path.join(ROOT, file))).update('\0');
  return hash.digest('hex');
}

if (process.argv.includes('--record')) {
  fs.writeFileSync(STAMP, fingerprint());
} else if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === fingerprint() && fs.existsSync(path.join(ROOT, 'dist', 'server', 'main.js'))) {
  console.log('The build is up to date with the sources: starting without building.');
} else {
  console.log(fs.existsSync(STAMP) ? 'Sources changed since the last build: building…' : 'No build yet: building both apps and the server…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
