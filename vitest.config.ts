import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;
/** Tests of the built app: each file starts its own server (and embedded PostgreSQL) and browser. */
const E2E_OPTIONS = { environment: 'node', testTimeout: 90_000, hookTimeout: 180_000, globalSetup: ['tests/e2e/global-setup.ts'] };
/**
 * Files that judge the server process under deadlines — stops under traffic, crashes, several
 * processes, the embedded database's life, layout shift, page weight and the production start's
 * time — run one at a time after
 * the browser flows, so no other file's load can be what they measure. The rest run two at a time.
 */
const E2E_PROCESS_FILES = ['graceful-stop', 'crash-under-load', 'many-processes', 'embedded-postgres-lifecycle', 'first-html', 'budgets', 'production-install'].map((name) => `tests/e2e/${name}.test.ts`);
/** The React 19 build's smoke (decision 016): its own project, run by `npm run test:e2e:react` after building it. */
const REACT_SMOKE = 'tests/e2e/react-runtime.test.ts';

/** Both SPAs in jsdom against MSW, after the other projects (sequence.groupOrder). */
function uiProject(test: { name: string; include: string[]; isolate: boolean }) {
  return {
    plugins: [react()],
    resolve: { alias: { '@public': path.join(root, 'src'), '@admin': path.join(root, 'admin') } },
    test: {
      ...test,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      setupFiles: ['tests/ui/setup.ts'],
      testTimeout: 15_000,
      maxWorkers: 2,
      sequence: { groupOrder: 1 },
    },
  };
}

export default defineConfig({
  test: {
    // Integration tests mostly wait on PostgreSQL, another process: two files at a time keep both of CI's
    // two cores busy where vitest's default (cores - 1) ran one (docs/testing.md has the figures); three
    // starved the CPU-bound ones (2,000 spins, 60,000 draws) past their bounds under load. The UI tests
    // run after the others (sequence.groupOrder).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/sim/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // Files share their worker's module cache, so the server is imported once per worker, not once
          // per file (a third of the project's time); each file still makes its own server and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      uiProject({ name: 'ui', include: ['tests/ui/public/**/*.test.tsx', 'tests/ui/kit/**/*.test.tsx'], isolate: true }),
      // The admin's files share their worker's modules (their time fell by half); the public SPA's keep
      // module state — its router, language, query cache — that one file must not leave to the next.
      uiProject({ name: 'ui-admin', include: ['tests/ui/admin/**/*.test.tsx'], isolate: false }),
      {
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: [...configDefaults.exclude, REACT_SMOKE, ...E2E_PROCESS_FILES], ...E2E_OPTIONS, maxWorkers: 2 },
      },
      {
        test: { name: 'e2e-process', include: E2E_PROCESS_FILES, ...E2E_OPTIONS, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
      {
        test: { name: 'e2e-react', include: [REACT_SMOKE], ...E2E_OPTIONS, fileParallelism: false },
      },
    ],
  },
});
