import { spawn } from 'node:child_process';

/**
 * `npm test` (every check) and `npm run test:runtime` (what depends on the Node version: unit and
 * integration, without the long campaigns). Steps run in stages, cheapest failure first; a stage's steps run side by side,
 * which on CI's 2 cores only pays for the static checks (lint and type check: one core each). A
 * side-by-side step's output is printed whole when it ends so nothing interleaves; a table of step
 * times closes the run (docs/testing.md keeps the figures).
 */
interface Step {
  name: string;
  command: string;
}

const STEP = {
  i18n: { name: 'compile catalogues', command: 'npm run i18n:compile' },
  lint: { name: 'lint', command: 'npm run lint' },
  typecheck: { name: 'type check', command: 'tsc -p tsconfig.json --noEmit && tsc -p admin/tsconfig.json --noEmit' },
  tests: { name: 'unit + integration + ui', command: 'vitest run --project unit --project integration --project ui --project ui-admin' },
  // On the second runtime the three long seeded campaigns (the money simulator's 200 programs, the
  // API fuzz, the spin statistics) are left to the first: they drive the code paths the other
  // integration files cover, at volume, and took a third of the run (docs/testing.md).
  runtimeTests: {
    name: 'unit + integration',
    command: `vitest run --project unit --project integration ${['tests/sim/money-simulator.test.ts', 'tests/integration/fuzz-api.test.ts', 'tests/integration/games-spin-stats.test.ts'].map((file) => `--exclude ${file}`).join(' ')}`,
  },
  build: { name: 'build', command: 'npm run build' },
  e2e: { name: 'end-to-end', command: 'vitest run --project e2e --project e2e-process' },
} satisfies Record<string, Step>;

const PLANS: Record<string, Step[][]> = {
  all: [[STEP.i18n], [STEP.lint, STEP.typecheck], [STEP.tests], [STEP.build], [STEP.e2e]],
  runtime: [[STEP.i18n], [STEP.runtimeTests]],
};

function run(step: Step, buffered: boolean): Promise<{ ok: boolean; seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, output }));
  });
}

const planName = process.argv[2] ?? 'all';
const plan = PLANS[planName];
if (!plan) throw new Error(`Unknown plan '${planName}': ${Object.keys(PLANS).join(', ')}`);

const times: Array<[string, number]> = [];
const runStarted = performance.now();
let failed: string | null = null;
for (const stage of plan) {
  const buffered = stage.length > 1;
  const results = await Promise.all(
    stage.map(async (step) => {
      const result = await run(step, buffered);
      if (buffered) process.stdout.write(`\n── ${step.name} ──\n${result.output}`);
      times.push([step.name, result.seconds]);
      return { step, ...result };
    }),
  );
  failed = results.find((result) => !result.ok)?.step.name ?? null;
  if (failed) break;
}
const total = (performance.now() - runStarted) / 1000;
console.log(`\n${'step'.padEnd(26)}seconds\n${times.map(([name, seconds]) => `${name.padEnd(26)}${seconds.toFixed(0)}`).join('\n')}\n${'whole run'.padEnd(26)}${total.toFixed(0)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
