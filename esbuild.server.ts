/**
 * Compiles the server to plain JavaScript (decision 052): `dist/server/main.js`, and one file per
 * command that package.json runs from `server/cli/` (`dist/server/cli/<name>.js`). Each is bundled
 * with the sources it imports; packages stay imports, installed by `npm ci --omit=dev`. So a
 * production start is `node dist/server/main.js`: no TypeScript loader, no dev dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { RUNTIME_FOLDERS, readTextFiles } from './server/runtime-files';

const ROOT = import.meta.dirname;
const OUT_DIR = path.join(ROOT, 'dist', 'server');

/** The commands package.json's scripts run from server/cli/ (`node --import tsx server/cli/<name>.ts`). */
export function serverCommands(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const names = Object.values(scripts).flatMap((script) => [...script.matchAll(/server\/cli\/([\w-]+)\.ts/g)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

/**
 * `server/runtime-files.ts` as the compiled server has it: the runtime folders' files embedded,
 * and `dist/` found from the output file's own folder.
 */
function embedRuntimeFiles(outFolder: string): Plugin {
  const files = Object.fromEntries(RUNTIME_FOLDERS.map((folder) => [folder, Object.fromEntries(Object.entries(readTextFiles(folder, '')).filter(([name]) => !name.endsWith('.ts')))]));
  const distFromOutput = path.relative(outFolder, path.join(ROOT, 'dist')) || '.';
  return {
    name: 'embed-runtime-files',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]server[\\/]runtime-files\.ts$/ }, () => ({
        loader: 'js',
        contents: [
          `import path from 'node:path';`,
          `const FILES = ${JSON.stringify(files)};`,
          `export const RUNTIME_FOLDERS = ${JSON.stringify(RUNTIME_FOLDERS)};`,
          `export const DIST_DIR = path.resolve(import.meta.dirname, ${JSON.stringify(distFromOutput)});`,
          `export function readTextFiles(folder, ending) {`,
          `  return Object.fromEntries(Object.entries(FILES[folder] ?? {}).filter(([name]) => name.endsWith(ending)));`,
          `}`,
        ].join('\n'),
      }));
    },
  };
}

async function bundle(entry: string, outFile: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Class names are read at run time (MikroORM entities, error classes in logs).
    keepNames: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: [embedRuntimeFiles(path.dirname(outFile))],
  });
}

/** Each bundle the build writes, from the repository's root: the server, then each command. */
function serverBundles(): Array<{ source: string; output: string }> {
  return [{ source: 'server/main.ts', output: 'dist/server/main.js' }, ...serverCommands().map((name) => ({ source: `server/cli/${name}.ts`, output: `dist/server/cli/${name}.js` }))];
}

/** The files the build writes (deploy-files.test.ts checks the packages start only these). */
export function builtServerFiles(): string[] {
  return serverBundles().map((bundled) => bundled.output);
}

// Run as `node --import tsx esbuild.server.ts` (npm run build); imported, it only names its outputs.
if (process.argv[1] === import.meta.filename) {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  await Promise.all(serverBundles().map(({ source, output }) => bundle(source, path.join(ROOT, output))));
  console.log(`server compiled to ${path.relative(ROOT, OUT_DIR)}/ (main.js and ${serverCommands().length} commands)`);
}
