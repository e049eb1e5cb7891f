import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { istDate } from '#contract/time/ist';
import { hashPassword } from '../../server/modules/auth';
import { CSV_BATCH_SIZE } from '../../server/rest/csv-export';
import { expectRestError } from './assertions';
import { ADMIN_EMAIL, sqlByHand, trpcData } from './harness';
import { moneyHelpers, useMoneyServer } from './money-helpers';

/** Issue 31: a page per user, notes, audit filters, and every admin list as CSV. */
const ctx = useMoneyServer();
const { fund, pendingRequest } = moneyHelpers(ctx);

/** A CSV document's rows (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

const PASSWORD = 'a-long-admin-password-123';

/** An admin of a role, signed in over REST; answers the bearer token. */
async function adminOfRole(role: 'finance' | 'support' | 'content'): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  await sqlByHand(ctx.t.databaseUrl, `insert into admins (email, password_hash, created_at, role) values ($1, $2, now(), $3)`, [email, await hashPassword(PASSWORD), role]);
  const response = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

function asCsv(url: string, token = ctx.admin) {
  return ctx.t.request('admin', { method: 'GET', url, token, headers: { accept: 'text/csv' } });
}

function query<T = any>(path: string, input: unknown, token = ctx.admin): Promise<T> {
  return ctx.t.trpcQuery('admin', path, input, { token }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return trpcData<T>(response);
  });
}

describe('CSV export', () => {
  it('answers every page of a filtered list as CSV: a header row, one line per item, escaped, formulas defused', async () => {
    const tag = randomUUID().slice(0, 8);
    const count = CSV_BATCH_SIZE * 2 + 5;
    await sqlByHand(
      ctx.t.databaseUrl,
      `insert into users (name, email, password_hash, created_at) select 'Csv person ' || n, $1 || '-' || n || '@example.com', 'x', now() - n * interval '1 second' from generate_series(1, $2) n`,
      [`csv-${tag}`, count - 3],
    );
    const tricky = ['=HYPERLINK("http://evil")', 'Quote "here", comma', 'Two\nlines'];
    for (const [index, name] of tricky.entries()) {
      await sqlByHand(ctx.t.databaseUrl, `insert into users (name, email, password_hash, created_at) values ($1, $2, 'x', now())`, [name, `csv-${tag}-t${index}@example.com`]);
    }

    const response = await asCsv(`/api/admin/users?search=csv-${tag}&page=2&pageSize=5`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="users-${istDate(ctx.t.clock.now())}.csv"`);
    expect(response.headers.vary).toMatch(/Accept/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['_id', 'name', 'email', 'emailVerified', 'walletBalance', 'createdAt', 'isBlocked', 'blockReason']);
    // Every page, whatever page the request named; each user once.
    expect(rows).toHaveLength(count + 1);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(count);
    const names = rows.slice(1).map((row) => row[1]);
    expect(names).toContain(`'=HYPERLINK("http://evil")`);
    expect(names).toContain('Quote "here", comma');
    expect(names).toContain('Two\nlines');
    // Escaped on the wire: the quote doubled inside a quoted cell.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(rows.slice(1).every((row) => row.length === 8 && row[4] === '0' && row[6] === 'false' && row[7] === '')).toBe(true);

    // Without the Accept header the same path answers its JSON page.
    const json = await ctx.t.request('admin', { method: 'GET', url: `/api/admin/users?search=csv-${tag}&page=2&pageSize=5`, token: ctx.admin });
    expect(json.headers['content-type']).toMatch(/application\/json/);
    expect(json.json().users).toHaveLength(5);
    expect(json.json().matching).toBe(count);
  });

  it('withdrawals, a user ledger and the audit log as CSV, with nested fields flattened; a role the list refuses gets 403', async () => {
    const user = await ctx.t.createUser({ name: 'Ledger Person' });
    await fund(user.id, 100);
    const requestId = await pendingRequest(user, 30);

    const withdrawals = parseCsv((await asCsv('/api/admin/redeem-requests?status=pending')).body);
    expect(withdrawals[0]).toEqual(expect.arrayContaining(['_id', 'amount', 'status', 'userId._id', 'userId.name', 'userId.email']));
    const mine = withdrawals.find((row) => row[0] === requestId)!;
    expect(mine[withdrawals[0]!.indexOf('userId.name')]).toBe('Ledger Person');
    expect(mine[withdrawals[0]!.indexOf('amount')]).toBe('30');

    const support = await adminOfRole('support');
    const content = await adminOfRole('content');
    const ledger = await asCsv(`/api/admin/users/${user.id}/ledger`, support);
    expect(ledger.statusCode, ledger.body).toBe(200);
    const ledgerRows = parseCsv(ledger.body);
    expect(ledgerRows[0]).toEqual(['_id', 'description', 'amount', 'kind', 'promoCode', 'createdAt', 'playId']);
    // Newest first: the withdrawal's hold (−30, a plain number, not a defused formula), then the funding.
    expect(ledgerRows.slice(1).map((row) => row[2])).toEqual(['-30', '100']);
    expect(ledger.headers['content-disposition']).toMatch(/^attachment; filename="ledger-entries-\d{4}-\d\d-\d\d\.csv"$/);

    expectRestError(await asCsv(`/api/admin/users/${user.id}/ledger`, content), 403);
    expectRestError(await ctx.t.request('admin', { method: 'GET', url: `/api/admin/users/${user.id}/ledger`, token: content }), 403);
    expectRestError(await asCsv(`/api/admin/users/${user.id}/ledger`, 'not-a-token'), 401);

    const audit = parseCsv((await asCsv(`/api/admin/audit?targetId=${user.id}`)).body);
    expect(audit[0]).toEqual(['id', 'adminEmail', 'action', 'targetType', 'targetId', 'before', 'after', 'createdAt']);
    expect(audit.slice(1).map((row) => [row[1], row[2], row[4]])).toContainEqual([ADMIN_EMAIL, 'balance.add', user.id]);
  });

  it('documents text/csv on the lists that export it', async () => {
    const document = (await ctx.t.request('admin', { method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, operation] of [['/api/admin/users', 'get'], ['/api/admin/redeem-requests', 'get'], ['/api/admin/reward-orders', 'get'], ['/api/admin/referrals', 'get'], ['/api/admin/audit', 'get'], ['/api/admin/users/{id}/ledger', 'get']] as const) {
      expect(Object.keys(document.paths[path][operation].responses['200'].content), path).toEqual(['application/json', 'text/csv']);
    }
    expect(Object.keys(document.paths['/api/admin/pages'].get.responses['200'].content)).toEqual(['application/json']);
  });
});

describe("a user's page", () => {
  it('shows each section of a known history, notes with their author, blocks with reasons, and the audit entries about them', async () => {
    const inviter = await ctx.t.createUser({ name: 'Inviter' });
    const user = await ctx.t.createUser({ name: 'Page Person' });
    await sqlByHand(
      ctx.t.databaseUrl,
      `insert into referrals (referrer_id, friend_id, status, flags, friend_email_normalised, created_at) values ($1, $2, 'review', '{same-device}', $3, now())`,
      [inviter.id, user.id, user.email],
    );
    await fund(user.id, 100);
    const requestId = await pendingRequest(user, 50);
    const finance = await adminOfRole('finance');

    const profile = await query('users.profile', { id: user.id }, finance);
    expect(profile).toMatchObject({ id: user.id, name: 'Page Person', email: user.email, emailVerified: true, locale: 'en', isBlocked: false, deletedAt: null, balancePaise: 5000, heldPaise: 5000 });
    expect(profile.invitedBy).toEqual({ userId: inviter.id, name: 'Inviter', email: inviter.email, status: 'review', flags: ['same-device'] });
    const invited = await query('users.referrals', { id: inviter.id }, finance);
    expect(invited).toEqual({ total: 1, items: [expect.objectContaining({ friendId: user.id, friendName: 'Page Person', status: 'review', flags: ['same-device'] })] });

    const ledger = await query('users.ledger', { id: user.id, page: 1, pageSize: 1 }, finance);
    expect(ledger.total).toBe(2);
    expect(ledger.entries.map((entry: { amountPaise: number }) => entry.amountPaise)).toEqual([-5000]);
    expect(await query('users.withdrawals', { id: user.id }, finance)).toEqual({ total: 1, items: [expect.objectContaining({ id: requestId, amountPaise: 5000, status: 'pending' })] });
    for (const section of ['orders', 'tasks', 'offerwallCredits', 'vipOrders', 'appeals', 'notes', 'blocks']) {
      expect(await query(`users.${section}`, { id: user.id }, finance), section).toEqual({ items: [], total: 0 });
    }
    expect((await query('users.sessions', { id: user.id }, finance)).total).toBe(1);

    // Notes: support and finance add them; each is audited with its author.
    const support = await adminOfRole('support');
    const added = await ctx.t.trpcMutation('admin', 'users.addNote', { id: user.id, text: '  Called about a late code.  ' }, { token: support });
    expect(added.statusCode, added.body).toBe(200);
    ctx.t.clock.advance(1000);
    expect((await ctx.t.trpcMutation('admin', 'users.addNote', { id: user.id, text: 'Second note' }, { token: finance })).statusCode).toBe(200);
    const notes = await query('users.notes', { id: user.id }, support);
    expect(notes.total).toBe(2);
    expect(notes.items.map((note: { text: string }) => note.text)).toEqual(['Second note', 'Called about a late code.']);
    expect(notes.items[1].adminEmail).toMatch(/^support-/);
    expect((await ctx.t.trpcMutation('admin', 'users.addNote', { id: user.id, text: '   ' }, { token: support })).statusCode).toBe(400);
    expect((await ctx.t.trpcMutation('admin', 'users.addNote', { id: randomUUID(), text: 'Nobody' }, { token: support })).statusCode).toBe(404);
    const content = await adminOfRole('content');
    expect((await ctx.t.trpcMutation('admin', 'users.addNote', { id: user.id, text: 'Not mine to write' }, { token: content })).statusCode).toBe(403);
    expect((await ctx.t.trpcQuery('admin', 'users.profile', { id: user.id }, { token: content })).statusCode).toBe(403);
    // Ending sessions is support's, not finance's.
    expect((await ctx.t.trpcMutation('admin', 'users.endAllSessions', { id: user.id }, { token: finance })).statusCode).toBe(403);

    // Blocks come from the audit log, with the reason a block recorded.
    await ctx.t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: ctx.admin });
    const blocks = await query('users.blocks', { id: user.id }, support);
    expect(blocks.items).toEqual([expect.objectContaining({ blocked: true, adminEmail: ADMIN_EMAIL })]);

    const audit = await query('users.audit', { id: user.id }, support);
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['user.block', 'user.note', 'user.note']));
    expect(audit.entries.every((entry: { targetId: string }) => entry.targetId === user.id)).toBe(true);
  });

  it('an unknown user answers 404', async () => {
    expect((await ctx.t.trpcQuery('admin', 'users.profile', { id: randomUUID() }, { token: ctx.admin })).statusCode).toBe(404);
  });
});

describe('audit log filters', () => {
  it('filters by admin, action, target and IST dates (both included)', async () => {
    const user = await ctx.t.createUser();
    const support = await adminOfRole('support');
    await ctx.t.trpcMutation('admin', 'users.addNote', { id: user.id, text: 'By support' }, { token: support });
    await ctx.t.trpcMutation('admin', 'users.addNote', { id: user.id, text: 'By the owner' }, { token: ctx.admin });
    const list = (search: string) => ctx.t.request('admin', { method: 'GET', url: `/api/admin/audit?${search}`, token: ctx.admin }).then((response) => response.json());

    const both = await list(`action=user.note&targetType=user&targetId=${user.id}`);
    expect(both.total).toBe(2);
    expect(both.entries.map((entry: { after: { text: string } }) => entry.after.text)).toEqual(['By the owner', 'By support']);
    const owners = await list(`admin=${ADMIN_EMAIL.toUpperCase()}&targetId=${user.id}`);
    expect(owners.entries.map((entry: { adminEmail: string }) => entry.adminEmail)).toEqual([ADMIN_EMAIL]);
    const today = istDate(ctx.t.clock.now());
    expect((await list(`targetId=${user.id}&from=${today}&to=${today}`)).total).toBe(2);
    const tomorrow = istDate(new Date(ctx.t.clock.now().getTime() + 86_400_000));
    expect((await list(`targetId=${user.id}&from=${tomorrow}`)).total).toBe(0);
    expectRestError(await ctx.t.request('admin', { method: 'GET', url: '/api/admin/audit?from=29-11-2026', token: ctx.admin }), 400);
  });
});
