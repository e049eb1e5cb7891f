// @ts-check
import { readdirSync } from 'node:fs';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const entriesOf = (folder) => readdirSync(`${import.meta.dirname}/${folder}`, { withFileTypes: true });

/**
 * One zone per folder of `parent` (a feature, a module), read from the folders so a new one is
 * covered by itself: from its sibling folders and the `outside` paths, only its `index.ts` (its
 * public face) may be imported, never its internals.
 */
function publicFaceZones(parent, outside) {
  const members = entriesOf(parent).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return members.map((member) => ({
    target: [...members.filter((other) => other !== member).map((other) => `${parent}/${other}`), ...outside],
    from: `${parent}/${member}`,
    except: ['./index.ts'],
    message: `Import '${parent}/${member}' through its index.ts (its public face), not its internals.`,
  }));
}

/**
 * No feature imports another feature's internals — except route files, which mount a feature's
 * pages directly so TanStack Router's code splitting keeps each page in its own chunk.
 */
function featureBoundaryZones(spa) {
  const outsideRoutes = entriesOf(spa).filter((entry) => entry.name !== 'routes' && entry.name !== 'features').map((entry) => `${spa}/${entry.name}`);
  return publicFaceZones(`${spa}/features`, outsideRoutes);
}

/** Server modules likewise: other modules, routers, REST, HTTP, jobs, the CLI and the seeds go through a module's index.ts; tests may reach inside. */
function moduleBoundaryZones() {
  const outsideModules = [
    ...entriesOf('server').filter((entry) => entry.name !== 'modules').map((entry) => `server/${entry.name}`),
    ...entriesOf('server/modules').filter((entry) => entry.isFile()).map((entry) => `server/modules/${entry.name}`),
  ];
  return publicFaceZones('server/modules', outsideModules);
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'backups/**', 'test-results/**', 'node_modules/**', '**/*.gen.ts', 'src/kit/mocks/msw-public/**', 'src/i18n/paraglide/**', 'admin/i18n/paraglide/**'] },
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // File names that carry meaning for a tool: TanStack Router's file routes (`__root`, `_layout`,
    // `blog.$id`) and numbered migrations (`0001-foundation`).
    files: ['src/routes/**', 'admin/routes/**', 'db/migrations/**'],
    rules: {
      'check-file/filename-naming-convention': ['error', { 'src/routes/**/*.tsx': '+([a-z0-9_.$-])', 'admin/routes/**/*.tsx': '+([a-z0-9_.$-])', 'db/migrations/*.ts': '@(index|+([0-9])-+([a-z0-9-]))' }],
    },
  },
  {
    // Tests read JSON answers whose shape their assertions check.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.tsx', 'admin/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // House rule 2: an SPA reaches the server only through its contract (`#contract/*`: schemas,
    // refusals, rules, pure helpers, router types); the shared kit and catalogues by their names.
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        { regex: '^(\\.\\./)+(server|db|tests|src)/', message: 'An SPA reaches the server only through #contract/*, the kit through #kit/*, the catalogues through #i18n/* (house rule 2).' },
        { regex: '^(\\.\\./)+kit/', message: 'Import the shared kit as #kit/*.' },
      ] }],
    },
  },
  {
    // The contract's own zones (below) replace these for its files: it imports no module at all.
    files: ['server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: moduleBoundaryZones() }] },
  },
  {
    // The contract is what the SPAs may run: it imports nothing but zod and itself (the router types aside).
    files: ['server/contract/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [
      { target: 'server/contract', from: 'server', except: ['./contract', './trpc/routers.ts'], message: 'The contract imports nothing but zod and itself.' },
      { target: 'server/contract', from: ['db', 'src', 'admin', 'tests'], message: 'The contract imports nothing but zod and itself.' },
    ] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...featureBoundaryZones('src'), ...featureBoundaryZones('admin')] }] },
  },
  {
    // House rule 1: routers are thin; they never touch the ORM.
    files: ['server/modules/*/router.ts', 'server/trpc/**/*.ts', 'server/rest/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['@mikro-orm/*', '**/db/entities', '**/db/entities/*', '**/db/orm'], allowTypeImports: true, message: 'Routers call domain operations; they never touch the ORM (house rule 1).' }] }] },
  },
  {
    // The shared kit imports no feature; features import the kit.
    files: ['src/kit/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**', '**/routes/**'], message: 'The kit imports no feature, route or app code.' }] }] },
  },
);
