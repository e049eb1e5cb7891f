import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#contract/errors';
import { syncProviderCatalogue, syncProviderCatalogueIfConnected } from '../../server/modules/fulfilment';
import { standInProducts, startReloadlyStandIn, type ReloadlyStandIn } from '../fixtures/reloadly-stand-in';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/**
 * The gift-card provider's catalogue and the links to it (issue 33, decision 059), against the Reloadly
 * stand-in: sync (upsert, never delete), search, link and unlink with each rule's refusal, the audit,
 * and a server without the provider's keys showing none and refusing the rest.
 */

let t: TestServer;
let standIn: ReloadlyStandIn;
let admin: string;
checkEveryResponse(() => t);

beforeAll(async () => {
  standIn = await startReloadlyStandIn();
  t = await createTestServer(standIn.env);
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const deps = () => ({ em: t.server.orm.em.fork(), clock: t.clock, config: t.config });
const query = (path: string, input?: unknown) => t.trpcQuery('admin', `providerCatalogue.${path}`, input, { token: admin });
const mutate = (path: string, input?: unknown) => t.trpcMutation('admin', `providerCatalogue.${path}`, input, { token: admin });

async function status() {
  const response = await query('status');
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response);
}

async function rewardProduct(fields: Record<string, unknown> = {}): Promise<string> {
  const payload = { kind: 'google_play', name: 'Google Play ₹100', faceValue: 100, pricePaise: 10_500, region: 'India', validity: '12 months', enabled: true, ...fields };
  const response = await t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

function refusalOf(response: Awaited<ReturnType<typeof mutate>>) {
  const error = trpcError(response) as ReturnType<typeof trpcError> & { data: { params: Record<string, unknown> | null } };
  return { status: response.statusCode, code: error.data.appCode, params: error.data.params };
}

/** A target's link changes; the test clock stands still, so they are told apart by what they changed, not by time. */
const linkAuditOf = (targetId: string) => t.server.orm.em.fork().getConnection().execute<Array<{ action: string; before: unknown; after: unknown }>>(`select action, before, after from audit_log where target_id = ? and action like '%.provider-link'`, [targetId]);

describe('syncing the catalogue', () => {
  it('inserts every product for India, then keeps one no longer listed but marks it unavailable, and offers it again when it is back', async () => {
    expect(await status()).toMatchObject({ provider: 'reloadly', lastSyncedAt: null, availableCount: 0, links: [] });
    const first = await mutate('sync');
    expect(first.statusCode, first.body).toBe(200);
    expect(trpcData(first)).toMatchObject({ listed: 4, added: 4, markedUnavailable: 0 });
    expect(await status()).toMatchObject({ availableCount: 4, lastSyncedAt: t.clock.now().toISOString() });

    standIn.products = standInProducts().filter((product) => product.productId !== 18004);
    expect(trpcData(await mutate('sync'))).toMatchObject({ listed: 3, added: 0, markedUnavailable: 1 });
    const [steam] = await t.server.orm.em.fork().getConnection().execute(`select available from provider_products where provider_product_id = '18004'`);
    expect(steam).toEqual({ available: false });

    standIn.products = standInProducts();
    await syncProviderCatalogueIfConnected(deps());
    expect((await status()).availableCount).toBe(4);
    const syncs = await t.server.orm.em.fork().getConnection().execute<Array<{ by_admin: boolean }>>(`select admin_id is not null as by_admin from audit_log where action = 'provider-catalogue.sync'`);
    // Two by the admin, one by the daily job (no admin).
    expect(syncs.map((row) => row.by_admin).sort()).toEqual([false, true, true]);
  });

  it('a provider that does not answer is a 503 "try again", and nothing changes', async () => {
    standIn.knobs.failNext = { products: 1 };
    const error = await syncProviderCatalogue(deps(), { adminId: null }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).code, (error as AppError).message]).toEqual(['UNAVAILABLE', 'The provider did not answer; try again in a few minutes']);
    expect((await status()).availableCount).toBe(4);
  });
});

describe('searching it', () => {
  it('by part of the name or brand, paged, offered products first; % is a character, not a wildcard', async () => {
    const found = trpcData(await query('search', { query: 'google' }));
    expect(found.total).toBe(1);
    expect(found.products[0]).toMatchObject({ providerProductId: '18001', name: 'Google Play India', faceCurrency: 'INR', denominationType: 'fixed', feeFlat: 2, feePercent: 1, available: true });
    expect(trpcData(await query('search', { query: 'GARENA' })).products.map((product: { providerProductId: string }) => product.providerProductId)).toEqual(['18002']);
    const paged = trpcData(await query('search', { query: '', page: 2, pageSize: 3 }));
    expect([paged.total, paged.products.length]).toEqual([4, 1]);
    expect(trpcData(await query('search', { query: '%' })).total).toBe(0);
  });
});

describe('linking', () => {
  it('links a store product whose face value the provider sells in rupees, shows it with its cost, unlinks it; both audited', async () => {
    const id = await rewardProduct();
    const linked = await mutate('link', { target: { kind: 'reward', productId: id }, providerProductId: '18001' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(trpcData(linked)).toEqual({ linked: true });
    const [link] = (await status()).links;
    expect(link).toMatchObject({ target: { kind: 'reward', productId: id }, targetName: 'Google Play ₹100', faceRupees: 100, pricePaise: 10_500, product: { providerProductId: '18001' } });

    expect(trpcData(await mutate('link', { target: { kind: 'reward', productId: id }, providerProductId: null }))).toEqual({ linked: false });
    expect((await status()).links).toEqual([]);
    const audit = await linkAuditOf(id);
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'reward-product.provider-link', before: { provider: null, providerProductId: null }, after: { provider: 'reloadly', providerProductId: '18001' } },
        { action: 'reward-product.provider-link', before: { provider: 'reloadly', providerProductId: '18001' }, after: { provider: null, providerProductId: null } },
      ]),
    );
  });

  it('refuses a face value the product does not sell, a card not in rupees, an unavailable or unknown product, and a Free Fire top-up', async () => {
    const seventyFive = await rewardProduct({ name: 'Google Play ₹75', faceValue: 75, pricePaise: 7_900 });
    const ten = await rewardProduct({ name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_100 });
    const diamonds = await rewardProduct({ kind: 'free_fire_diamonds', name: '100 Diamonds', faceValue: 100, pricePaise: 8_000 });
    const link = (productId: string, providerProductId: string) => mutate('link', { target: { kind: 'reward', productId }, providerProductId });

    expect(refusalOf(await link(seventyFive, '18001'))).toEqual({ status: 409, code: 'provider-catalogue.face-not-offered', params: { facePaise: 7_500 } });
    expect(refusalOf(await link(ten, '18004'))).toEqual({ status: 409, code: 'provider-catalogue.face-currency', params: { currency: 'USD' } });
    expect(refusalOf(await link(ten, '99999'))).toMatchObject({ status: 404, code: 'provider-catalogue.product-not-found' });
    expect(refusalOf(await link(diamonds, '18002'))).toMatchObject({ status: 409, code: 'provider-catalogue.not-a-gift-card' });
    expect(refusalOf(await link('00000000-0000-4000-8000-000000000000', '18001'))).toMatchObject({ status: 404, code: 'rewards.product-not-found' });

    standIn.products = standInProducts().filter((product) => product.productId !== 18001);
    await mutate('sync');
    expect(refusalOf(await link(ten, '18001'))).toMatchObject({ status: 409, code: 'provider-catalogue.unavailable' });
    standIn.products = standInProducts();
    await mutate('sync');
    // A range product sells any face value within its bounds.
    expect((await link(seventyFive, '18003')).statusCode).toBe(200);
    const rows = await t.server.orm.em.fork().getConnection().execute<Array<{ provider_product_id: string | null }>>(`select provider_product_id from reward_products where id in (?, ?, ?)`, [seventyFive, ten, diamonds]);
    expect(rows.map((row) => row.provider_product_id).sort()).toEqual(['18003', null, null]);
  });

  it('links a withdrawal amount the same way', async () => {
    const link = (amountPaise: number, providerProductId: string | null) => mutate('link', { target: { kind: 'withdrawal', amountPaise }, providerProductId });
    expect(refusalOf(await link(3_000, '18001'))).toEqual({ status: 409, code: 'provider-catalogue.face-not-offered', params: { facePaise: 3_000 } });
    expect(refusalOf(await link(7_000, '18001'))).toMatchObject({ status: 404, code: 'redeem.option-not-found' });
    expect((await link(5_000, '18001')).statusCode).toBe(200);
    expect((await status()).links).toContainEqual(expect.objectContaining({ target: { kind: 'withdrawal', amountPaise: 5_000 }, targetName: null, faceRupees: 50, pricePaise: 5_000 }));
    expect(await linkAuditOf('5000')).toEqual([{ action: 'withdrawal-option.provider-link', before: { provider: null, providerProductId: null }, after: { provider: 'reloadly', providerProductId: '18001' } }]);
    expect((await link(5_000, null)).statusCode).toBe(200);
  });
});

describe('without the provider keys', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await createTestServer();
  });
  afterAll(() => plain?.close());

  it('status names no provider, and sync, search and link refuse with not-configured', async () => {
    const token = await plain.adminToken();
    expect(trpcData(await plain.trpcQuery('admin', 'providerCatalogue.status', undefined, { token }))).toEqual({ provider: null, lastSyncedAt: null, availableCount: 0, links: [] });
    for (const response of [
      await plain.trpcMutation('admin', 'providerCatalogue.sync', undefined, { token }),
      await plain.trpcQuery('admin', 'providerCatalogue.search', { query: '' }, { token }),
      await plain.trpcMutation('admin', 'providerCatalogue.link', { target: { kind: 'withdrawal', amountPaise: 5_000 }, providerProductId: '18001' }, { token }),
    ]) {
      expect(refusalOf(response)).toMatchObject({ status: 409, code: 'provider-catalogue.not-configured' });
    }
    // The daily job does nothing.
    await expect(syncProviderCatalogueIfConnected({ em: plain.server.orm.em.fork(), clock: plain.clock, config: plain.config })).resolves.toBeUndefined();
  });
});
