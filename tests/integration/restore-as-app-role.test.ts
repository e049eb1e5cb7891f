import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeBackup } from '../../db/backup';
import { createTestServer, sqlByHand } from './harness';
import { moneyHelpers, type TestUser } from './money-helpers';
import { runCli } from './run-cli';

/**
 * `npm run db:restore` onto an empty database as the app's own role, as on a managed PostgreSQL
 * (issue 32, decision 054): no superuser needed, everything restored is the role's and the app runs
 * on it; a database that holds anything is refused before any change; a restore that fails half-way
 * leaves the database as it was, so running it again works; a superuser's restore leaves the tables
 * to the app's role.
 */

const adminUrl = inject('postgresAdminUrl');
const superuser = new URL(adminUrl).username;
const role = `restore_app_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-restore-'));
const backupFile = path.join(work, 'seeded.backup.gz');
const databases: string[] = [];
const RESTORE = 'server/cli/restore.ts';
const SLOW = 120_000;

let user: TestUser;
let before: { balance: number; pending: number; pendingCount: number };
let tablesInBackup: number;

beforeAll(async () => {
  await sqlByHand(adminUrl, `create role ${role} login password '${password}' nosuperuser nocreatedb nocreaterole`);
  const source = await createTestServer();
  try {
    const { fund, pendingRequest, balance } = moneyHelpers({ t: source, admin: await source.adminToken() });
    user = await source.createUser();
    await fund(user.id, 80);
    await pendingRequest(user, 30);
    before = await balance(user);
    tablesInBackup = (await writeBackup(source.databaseUrl, backupFile)).tables.length;
  } finally {
    await source.close();
  }
}, SLOW);

afterAll(async () => {
  for (const name of databases) await sqlByHand(adminUrl, `drop database if exists ${name} with (force)`);
  await sqlByHand(adminUrl, `drop role if exists ${role}`);
  fs.rmSync(work, { recursive: true, force: true });
});

/** A new empty database owned by `owner`; its URL as the app's role and as the test server's superuser. */
async function emptyDatabase(owner = role): Promise<{ name: string; asApp: string; asSuperuser: string }> {
  const name = `restore_${randomBytes(6).toString('hex')}`;
  await sqlByHand(adminUrl, `create database ${name} owner ${owner}`);
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const asSuperuser = url.toString();
  url.username = role;
  url.password = password;
  return { name, asApp: url.toString(), asSuperuser };
}

/** Every object in schema public with its owner, and each table's rows: what a refused or failed restore must leave as it was. */
async function contents(superuserUrl: string): Promise<{ objects: Array<{ kind: string; name: string; owner: string }>; rows: Record<string, number> }> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const { rows: objects } = await client.query<{ kind: string; name: string; owner: string }>(
      `select kind, name, owner from (
         select relkind::text as kind, relname as name, pg_get_userbyid(relowner) as owner from pg_class where relnamespace = 'public'::regnamespace
         union all select 'function', proname, pg_get_userbyid(proowner) from pg_proc where pronamespace = 'public'::regnamespace
         union all select 'type', typname, pg_get_userbyid(typowner) from pg_type where typnamespace = 'public'::regnamespace
       ) o order by kind, name`,
    );
    const rows: Record<string, number> = {};
    for (const table of objects.filter((object) => object.kind === 'r')) {
      rows[table.name] = Number((await client.query<{ count: string }>(`select count(*) from "${table.name}"`)).rows[0]!.count);
    }
    return { objects, rows };
  } finally {
    await client.end();
  }
}

/** The seeded backup with its lines changed (a damaged copy). */
function damagedBackup(name: string, change: (lines: string[]) => string[]): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, gzipSync(change(gunzipSync(fs.readFileSync(backupFile)).toString().split('\n')).join('\n')));
  return file;
}

/** A refusal or failure as an operator sees it: exit code 1, one plain sentence, no stack, and that nothing changed. */
function expectRefused(result: { code: number; stdout: string; stderr: string }, message: string | RegExp) {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stderr).toMatch(typeof message === 'string' ? new RegExp(`Restore failed: .*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : message);
  expect(result.stderr).toContain('Nothing was restored; the database is as it was.');
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

describe('restore as the app’s own role', () => {
  it('as a role that is no superuser, into an empty database it owns: everything restored is its own, the app runs on it, and a second restore is refused with nothing changed', { timeout: SLOW }, async () => {
    const target = await emptyDatabase();
    expect(await sqlByHand(target.asApp, `select rolsuper, rolcreatedb, rolcreaterole from pg_roles where rolname = current_user`)).toEqual([
      { rolsuper: false, rolcreatedb: false, rolcreaterole: false },
    ]);
    const restored = await runCli(RESTORE, target.asApp, [backupFile]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backupFile}: ${tablesInBackup} tables`);
    expect(restored.stdout).toContain(`owned by role ${role}.`);

    const { objects } = await contents(target.asSuperuser);
    expect(objects.filter((object) => object.kind === 'r').length).toBeGreaterThan(tablesInBackup);
    expect(objects.filter((object) => object.owner !== role)).toEqual([]);

    // The app, as that role: its migrations are up to date, the restored user's money is there, and money moves.
    const app = await createTestServer({}, { databaseUrl: target.asApp });
    try {
      expect(await app.server.orm.getMigrator().getPendingMigrations()).toEqual([]);
      const ctx = { t: app, admin: await app.adminToken() };
      const { balance, fund, ledgerCheck } = moneyHelpers(ctx);
      const signedIn = await app.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const token = signedIn.json().token as string;
      expect(await balance({ token })).toEqual(before);
      await fund(user.id, 5);
      expect(await balance({ token })).toEqual({ ...before, balance: before.balance + 5 });
      expect(await ledgerCheck()).toMatchObject({ ok: true, systemSumPaise: 0 });
    } finally {
      await app.close();
    }

    const held = await contents(target.asSuperuser);
    expectRefused(await runCli(RESTORE, target.asApp, [backupFile]), 'The target database is not empty');
    expect(await contents(target.asSuperuser)).toEqual(held);
  });

  it('refuses a database holding a table of its own before touching it', { timeout: SLOW }, async () => {
    const target = await emptyDatabase();
    await sqlByHand(target.asApp, `create table notes (id int primary key, body text)`);
    await sqlByHand(target.asApp, `insert into notes values (1, 'kept')`);
    const held = await contents(target.asSuperuser);
    expectRefused(await runCli(RESTORE, target.asApp, [backupFile]), `The target database is not empty: ${target.name} already holds notes. Restore into a new, empty database`);
    expect(await contents(target.asSuperuser)).toEqual(held);
    expect(held.rows).toEqual({ notes: 1 });
  });

  it('a restore that fails half-way (a copy cut short or broken off, a row PostgreSQL refuses) leaves the database empty, and running it again works', { timeout: SLOW }, async () => {
    const target = await emptyDatabase();
    const empty = await contents(target.asSuperuser);
    expect(empty.objects).toEqual([]);

    // The last table's end and the file's last newline are gone: every table before it is loaded when it fails.
    const cut = damagedBackup('cut.backup.gz', (lines) => lines.slice(0, -2));
    expectRefused(await runCli(RESTORE, target.asApp, [cut]), /Restore failed: The backup is damaged: it ends early, in table \w+\./);
    expect(await contents(target.asSuperuser)).toEqual(empty);

    // A copy that broke off: the gzip stream itself ends early.
    const whole = fs.readFileSync(backupFile);
    const brokenOff = path.join(work, 'broken-off.backup.gz');
    fs.writeFileSync(brokenOff, whole.subarray(0, Math.floor(whole.length * 0.9)));
    expectRefused(await runCli(RESTORE, target.asApp, [brokenOff]), /Restore failed: The backup is damaged (in|before) table \w+: unexpected end of file\./);
    expect(await contents(target.asSuperuser)).toEqual(empty);

    const refusedRow = damagedBackup('bad-row.backup.gz', (lines) => lines.flatMap((line) => (line === 'users' ? [line, 'not a row of users'] : [line])));
    expectRefused(await runCli(RESTORE, target.asApp, [refusedRow]), /Restore failed: (invalid input syntax|missing data)/);
    expect(await contents(target.asSuperuser)).toEqual(empty);

    const again = await runCli(RESTORE, target.asApp, [backupFile]);
    expect(again.code, again.stderr).toBe(0);
    expect((await contents(target.asSuperuser)).rows.users).toBeGreaterThan(0);
  });

  it('a superuser’s restore leaves every object to the database’s owner, the app’s role', { timeout: SLOW }, async () => {
    const target = await emptyDatabase();
    const restored = await runCli(RESTORE, target.asSuperuser, [backupFile]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`owned by role ${role}.`);
    const { objects } = await contents(target.asSuperuser);
    expect(objects.length).toBeGreaterThan(tablesInBackup);
    expect(objects.filter((object) => object.owner !== role)).toEqual([]);
  });

  it('--owner names the app’s role in a database someone else owns; the role must be allowed to create tables there', { timeout: SLOW }, async () => {
    const target = await emptyDatabase(superuser);
    // As PostgreSQL 15 and later have it (explicit for older servers): only the database's owner creates in public.
    await sqlByHand(target.asSuperuser, `revoke create on schema public from public`);
    expectRefused(
      await runCli(RESTORE, target.asSuperuser, [backupFile, '--owner', role]),
      `The role ${role} may not create tables in schema public of database ${target.name}: make it the database's owner`,
    );
    expect((await contents(target.asSuperuser)).objects).toEqual([]);

    await sqlByHand(target.asSuperuser, `grant create on schema public to ${role}`);
    const restored = await runCli(RESTORE, target.asSuperuser, [backupFile, '--owner', role]);
    expect(restored.code, restored.stderr).toBe(0);
    expect((await contents(target.asSuperuser)).objects.filter((object) => object.owner !== role)).toEqual([]);
  });

  it('refuses an owner the connecting role may not act as, and one that does not exist', { timeout: SLOW }, async () => {
    const target = await emptyDatabase(superuser);
    expectRefused(await runCli(RESTORE, target.asApp, [backupFile]), `The role ${role} may not act as ${superuser} (the owner of database ${target.name})`);
    expectRefused(await runCli(RESTORE, target.asSuperuser, [backupFile, '--owner', 'no_such_role']), 'There is no role no_such_role');
    expect((await contents(target.asSuperuser)).objects).toEqual([]);
  });
});
