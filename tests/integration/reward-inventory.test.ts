import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, RewardCode } from '../../db/entities';
import { loadConfig } from '../../server/config';
import { openRewardCode } from '../../server/modules/rewards/code-crypto';
import { resealRewardCodes } from '../../server/modules/rewards/reseal-reward-codes';
import { normaliseRewardCode } from '#contract/rewards/rules';
import { checkEveryResponse, expectRestError } from './assertions';
import { createTestServer, trpcData, type TestServer } from './harness';

/** The reward store's products and encrypted code inventory (issue 16), over the admin REST paths and tRPC. */

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PRODUCT = { kind: 'google_play', name: 'Google Play ₹100', faceValue: 100, pricePaise: 10_500, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };

function createProduct(payload: Record<string, unknown>) {
  return t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: admin, payload });
}

async function product(payload: Record<string, unknown> = PRODUCT): Promise<{ _id: string }> {
  const response = await createProduct(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function upload(id: string, codes: unknown) {
  return t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: admin, payload: { codes } });
}

async function listed(id: string) {
  const response = await t.request('admin', { method: 'GET', url: '/api/admin/rewards', token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Array<{ _id: string; stock: Record<string, number> }>).find((entry) => entry._id === id);
}

/** Every column of every reward_codes row as text (bytea as hex), for looking for a code in it. */
async function rawCodeRows(): Promise<string[]> {
  const rows = await t.server.orm.em.fork().getConnection().execute<Array<{ row: string }>>(`select row_to_json(c)::text as row from reward_codes c`);
  return rows.map((row) => row.row.toLowerCase());
}

function forms(code: string): string[] {
  return [code, code.trim(), normaliseRewardCode(code), Buffer.from(code.trim()).toString('hex'), Buffer.from(normaliseRewardCode(code)).toString('hex')].map((form) => form.toLowerCase());
}

describe('reward products', () => {
  it('creates (201 with _id), lists with zero stock, replaces on PUT, and audits both', async () => {
    const created = await createProduct({ ...PRODUCT, featuredWeekday: 3, lowStockThreshold: 5, outOfStockPromiseHours: 24 });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json();
    expect(_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.json()).toMatchObject({ ...PRODUCT, featuredWeekday: 3, lowStockThreshold: 5, outOfStockPromiseHours: 24, imageUrl: null, demo: false, stock: { available: 0, assigned: 0, revealed: 0, reported: 0 } });
    expect(await listed(_id)).toMatchObject({ name: 'Google Play ₹100', pricePaise: 10_500 });

    const updated = await t.request('admin', { method: 'PUT', url: `/api/admin/rewards/${_id}`, token: admin, payload: { ...PRODUCT, name: 'Google Play ₹100 (India)', pricePaise: 9_900, enabled: false } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ _id, name: 'Google Play ₹100 (India)', pricePaise: 9_900, enabled: false, featuredWeekday: null, outOfStockPromiseHours: null, lowStockThreshold: 0 });

    // The test clock stands still, so the two entries share a time: found by action, not by order.
    const audit = await t.server.orm.em.fork().find(AuditEntry, { targetId: _id });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['rewards.create', 'rewards.update']);
    expect(audit.find((entry) => entry.action === 'rewards.update')!.before).toMatchObject({ name: 'Google Play ₹100', pricePaise: 10_500 });
  });

  it('the same procedures answer over tRPC', async () => {
    const { _id } = await product({ ...PRODUCT, kind: 'free_fire_diamonds', name: '100 Diamonds', faceValue: 100 });
    const list = await t.trpcQuery('admin', 'rewards.list', undefined, { token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(trpcData<Array<{ id: string; kind: string }>>(list).find((entry) => entry.id === _id)).toMatchObject({ kind: 'free_fire_diamonds', faceValue: 100 });
  });

  it('unknown id 404, malformed id 400', async () => {
    expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/rewards/${UNKNOWN_ID}`, token: admin, payload: PRODUCT }), 404, 'Reward not found');
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/rewards/nope', token: admin, payload: PRODUCT }), 400, /id/i);
    expectRestError(await upload(UNKNOWN_ID, ['ABCD-EFGH-1234']), 404, 'Reward not found');
    expectRestError(await t.request('admin', { method: 'GET', url: `/api/admin/rewards/${UNKNOWN_ID}/codes`, token: admin }), 404, 'Reward not found');
  });

  const badProducts: Array<[string, Record<string, unknown>, RegExp]> = [
    ['unknown kind', { ...PRODUCT, kind: 'steam' }, /kind must be one of/i],
    ['missing name', { ...PRODUCT, name: undefined }, /name is required/i],
    ['blank name', { ...PRODUCT, name: '   ' }, /name is required/i],
    ['price 0', { ...PRODUCT, pricePaise: 0 }, /greater than 0/i],
    ['fractional paise', { ...PRODUCT, pricePaise: 10.5 }, /whole number/i],
    ['price as text', { ...PRODUCT, pricePaise: 'lots' }, /must be a number/i],
    ['face value -1', { ...PRODUCT, faceValue: -1 }, /face value must be at least 1/i],
    ['weekday 7', { ...PRODUCT, featuredWeekday: 7 }, /featured weekday must be at most 6/i],
    ['enabled "yes"', { ...PRODUCT, enabled: 'yes' }, /enabled must be true or false/i],
    ['image javascript:', { ...PRODUCT, imageUrl: 'javascript:alert(1)' }, /image url must be/i],
    ['region too long', { ...PRODUCT, region: 'x'.repeat(101) }, /region must be at most 100/i],
  ];
  for (const [name, payload, message] of badProducts) {
    it(`create: ${name} → 400 naming the field`, async () => {
      expectRestError(await createProduct(payload), 400, message);
    });
  }
});

describe('code inventory', () => {
  it('adds codes sealed, counts duplicates in the upload and already-known ones, never stores one twice', async () => {
    const { _id } = await product();
    const first = await upload(_id, ['ABCD-EFGH-1111', '  abcd efgh 1111 ', '', '   ', 'WXYZ-0000-2222']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 2, duplicates: 1, duplicatesInUpload: 1, alreadyKnown: 0 });

    const second = await upload(_id, ['wxyz-0000-2222', 'NEW1-CODE-3333']);
    expect(second.json()).toEqual({ added: 1, duplicates: 1, duplicatesInUpload: 0, alreadyKnown: 1 });

    // Known under another product is known too: one code is one card.
    const other = await product({ ...PRODUCT, name: 'Other' });
    expect((await upload(other._id, ['ABCDEFGH1111'])).json()).toEqual({ added: 0, duplicates: 1, duplicatesInUpload: 0, alreadyKnown: 1 });

    expect((await listed(_id))!.stock).toEqual({ available: 3, assigned: 0, revealed: 0, reported: 0 });
    const rows = await t.server.orm.em.fork().find(RewardCode, { product: _id });
    expect(rows).toHaveLength(3);
    const keys = loadConfig({ NODE_ENV: 'test' }).rewardCodeKeys;
    expect(rows.map((row) => openRewardCode(keys, row)).sort()).toEqual(['ABCD-EFGH-1111', 'NEW1-CODE-3333', 'WXYZ-0000-2222']);
    expect(rows.map((row) => row.last4).sort()).toEqual(['1111', '2222', '3333']);
  });

  it('the table never holds a code in clear, in any column or encoding', async () => {
    const { _id } = await product({ ...PRODUCT, name: 'Plaintext check' });
    const codes = ['PLAIN-TEXT-SECRET-9876', 'another secret code 5555'];
    expect((await upload(_id, codes)).json()).toMatchObject({ added: 2 });
    const rows = await rawCodeRows();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) for (const form of forms(code)) for (const row of rows) expect(row).not.toContain(form);
  });

  it('admin answers and the audit log show counts and last 4 only, never a whole code', async () => {
    const { _id } = await product({ ...PRODUCT, name: 'Last four' });
    const code = 'SHOW-ONLY-LAST-4321';
    const uploaded = await upload(_id, [code]);
    const list = await t.request('admin', { method: 'GET', url: '/api/admin/rewards', token: admin });
    const codes = await t.request('admin', { method: 'GET', url: `/api/admin/rewards/${_id}/codes`, token: admin });
    expect(codes.statusCode, codes.body).toBe(200);
    expect(codes.json()).toMatchObject({ total: 1, codes: [{ last4: '4321', status: 'available', keyVersion: 1 }] });
    const trpcCodes = await t.trpcQuery('admin', 'rewards.codes', { id: _id }, { token: admin });
    const audit = await t.server.orm.em.fork().find(AuditEntry, { targetId: _id });
    expect(audit.find((entry) => entry.action === 'rewards.upload-codes')!.after).toEqual({ added: 1, duplicatesInUpload: 0, alreadyKnown: 0 });
    for (const body of [uploaded.body, list.body, codes.body, trpcCodes.body, JSON.stringify(audit)]) {
      for (const form of forms(code)) expect(body.toLowerCase()).not.toContain(form);
    }
  });

  const badUploads: Array<[string, unknown, RegExp]> = [
    ['codes missing', undefined, /codes must be a list/i],
    ['codes a string', 'ABCD-EFGH-1234', /codes must be a list/i],
    ['only blank lines', ['', '  '], /at least one code/i],
    ['a code that is not text', [12345678], /each code must be text/i],
    ['a code too long', ['A'.repeat(65)], /at most 64 characters/i],
    ['a code too short', ['AB-12'], /at least 6 letters or digits/i],
    ['a control character', ['ABCD\u0007EFGH'], /control characters/i],
    ['too many codes', Array.from({ length: 1001 }, (_, index) => `CODE-${index}-XYZ`), /at most 1000 codes/i],
  ];
  for (const [name, codes, message] of badUploads) {
    it(`upload: ${name} → 400, nothing stored`, async () => {
      const { _id } = await product({ ...PRODUCT, name: `Bad upload ${name}` });
      expectRestError(await upload(_id, codes), 400, message);
      expect(await t.server.orm.em.fork().count(RewardCode, { product: _id })).toBe(0);
    });
  }
});

describe('authorization', () => {
  it('no token 401; a user token refused; the public origin has no such path', async () => {
    const user = await t.createUser();
    const { _id } = await product({ ...PRODUCT, name: 'Guarded' });
    for (const token of [undefined, user.token]) {
      for (const response of [
        await t.request('admin', { method: 'GET', url: '/api/admin/rewards', token }),
        await t.request('admin', { method: 'POST', url: '/api/admin/rewards', token, payload: PRODUCT }),
        await t.request('admin', { method: 'PUT', url: `/api/admin/rewards/${_id}`, token, payload: PRODUCT }),
        await t.request('admin', { method: 'POST', url: `/api/admin/rewards/${_id}/codes`, token, payload: { codes: ['ABCD-EFGH-0001'] } }),
        await t.request('admin', { method: 'GET', url: `/api/admin/rewards/${_id}/codes`, token }),
      ]) {
        expect([401, 403], response.body).toContain(response.statusCode);
      }
    }
    expect((await t.request('public', { method: 'GET', url: '/api/admin/rewards', token: user.token })).statusCode).toBe(404);
    expect(await t.server.orm.em.fork().count(RewardCode, { product: _id })).toBe(0);
  });
});

describe('demo seed (outside production)', () => {
  it('has the issue\'s demo products, marked demo, with fake DEMO- codes for gift cards only', async () => {
    const response = await t.request('admin', { method: 'GET', url: '/api/admin/rewards', token: admin });
    const demo = (response.json() as Array<{ _id: string; kind: string; faceValue: number; demo: boolean; stock: { available: number } }>).filter((entry) => entry.demo);
    const byKind = (kind: string) => demo.filter((entry) => entry.kind === kind).map((entry) => entry.faceValue);
    expect(byKind('google_play')).toEqual([10, 25, 50, 100, 200, 500, 1000]);
    expect(byKind('app_store')).toEqual([100, 500]);
    expect(byKind('free_fire_diamonds')).toEqual([100, 200, 500, 1000, 5000]);
    for (const entry of demo) expect(entry.stock.available).toBe(entry.kind === 'free_fire_diamonds' ? 0 : 3);
    const keys = loadConfig({ NODE_ENV: 'test' }).rewardCodeKeys;
    const codes = await t.server.orm.em.fork().find(RewardCode, { product: demo.find((entry) => entry.kind === 'google_play')!._id });
    expect(codes.map((row) => openRewardCode(keys, row)).sort()).toEqual(['DEMO-GPLAY-0010-1', 'DEMO-GPLAY-0010-2', 'DEMO-GPLAY-0010-3']);
  });
});

describe('key rotation (decision 018)', () => {
  it('a new key version seals new codes, still finds old ones as duplicates, and the re-seal moves every code to it', async () => {
    const { _id } = await product({ ...PRODUCT, name: 'Rotation' });
    expect((await upload(_id, ['ROTATE-BEFORE-0001'])).json()).toMatchObject({ added: 1 });

    const oldKey = loadConfig({ NODE_ENV: 'test' }).rewardCodeKeys.secrets.get(1)!.toString('base64');
    const rotatedEnv = { REWARD_CODES_KEY: Buffer.alloc(32, 42).toString('base64'), REWARD_CODES_KEY_VERSION: '2', REWARD_CODES_KEY_1: oldKey };
    const rotated = await createTestServer(rotatedEnv, { databaseUrl: t.databaseUrl, clock: t.clock });
    try {
      const rotatedAdmin = await rotated.adminToken();
      const again = (codes: string[]) => rotated.request('admin', { method: 'POST', url: `/api/admin/rewards/${_id}/codes`, token: rotatedAdmin, payload: { codes } });
      expect((await again(['rotate-before-0001', 'ROTATE-AFTER-0002'])).json()).toEqual({ added: 1, duplicates: 1, duplicatesInUpload: 0, alreadyKnown: 1 });
      const em = rotated.server.orm.em.fork();
      expect((await em.find(RewardCode, { product: _id }, { orderBy: { createdAt: 'asc', last4: 'asc' } })).map((row) => row.keyVersion).sort()).toEqual([1, 2]);

      const config = loadConfig({ NODE_ENV: 'test', ...rotatedEnv });
      const report = await resealRewardCodes({ em: rotated.server.orm.em.fork(), clock: rotated.clock, config });
      expect(report.resealed).toBeGreaterThanOrEqual(1);
      expect(report.remaining).toBe(0);

      const onlyNewKey = { currentVersion: 2, secrets: new Map([[2, Buffer.alloc(32, 42)]]) };
      const rows = await rotated.server.orm.em.fork().find(RewardCode, { product: _id });
      expect(rows.map((row) => openRewardCode(onlyNewKey, row)).sort()).toEqual(['ROTATE-AFTER-0002', 'ROTATE-BEFORE-0001']);
      expect((await again(['ROTATE-BEFORE-0001'])).json()).toMatchObject({ added: 0, alreadyKnown: 1 });
    } finally {
      await rotated.close();
    }
  });
});
