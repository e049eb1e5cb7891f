import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ReloadlyConfig } from '../../server/config';
import { ProviderError, type FulfilmentProvider } from '../../server/fulfilment-provider';
import { createReloadlyClient } from '../../server/modules/fulfilment/reloadly-client';
import { startReloadlyStandIn, type ReloadlyStandIn } from '../fixtures/reloadly-stand-in';

/** Reloadly's client (issue 33, decision 059) against the stand-in: shapes, tokens, each fault's ProviderError, recovery by our identifier. */

let standIn: ReloadlyStandIn;
let config: ReloadlyConfig;
let clientNow = Date.now();

beforeAll(async () => {
  standIn = await startReloadlyStandIn();
  config = loadConfig(standIn.env).reloadly!;
});
afterAll(() => standIn?.close());
afterEach(() => {
  standIn.reset();
  standIn.tokenLifetimeSeconds = 86_400;
});

let identifiers = 0;
const freshIdentifier = () => `order-${process.pid}-${++identifiers}-${Date.now()}`;

function client(options: { timeoutMs?: number } = {}): FulfilmentProvider {
  clientNow = Date.now();
  return createReloadlyClient({ config, senderName: 'Honest Rewards', timeoutMs: options.timeoutMs, now: () => clientNow });
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the catalogue', () => {
  it("maps India's fixed and range products, fees and discount; a country with none is an empty list", async () => {
    const products = await client().listProducts('IN');
    const googlePlay = products.find((product) => product.name === 'Google Play India');
    expect(googlePlay).toMatchObject({ providerProductId: '18001', brand: 'Google Play', countryCode: 'IN', faceCurrency: 'INR', costCurrency: 'INR', denominationType: 'fixed', minFace: null, maxFace: null, feeFlat: 2, feePercent: 1, discountPercent: 2 });
    expect(googlePlay?.denominations.slice(0, 4)).toEqual([
      { face: 10, cost: 9.8 },
      { face: 25, cost: 24.5 },
      { face: 50, cost: 49 },
      { face: 100, cost: 98 },
    ]);
    expect(products.find((product) => product.providerProductId === '18003')).toMatchObject({ denominationType: 'range', denominations: [], minFace: 10, maxFace: 10000, costPerFace: 1 });
    expect(products.find((product) => product.providerProductId === '18004')).toMatchObject({ faceCurrency: 'USD', costCurrency: 'INR', denominations: [{ face: 5, cost: 422.5 }, { face: 10, cost: 845 }] });
    expect(await client().listProducts('KR')).toEqual([]);
  });
});

describe('tokens', () => {
  it('one token serves many calls, and calls at the same moment share one token request', async () => {
    const provider = client();
    const before = standIn.tokensIssued;
    await Promise.all([provider.balance(), provider.balance(), provider.listProducts('IN')]);
    await provider.balance();
    expect(standIn.tokensIssued - before).toBe(1);
  });

  it('is renewed a minute before it expires', async () => {
    standIn.tokenLifetimeSeconds = 3600;
    const provider = client();
    const before = standIn.tokensIssued;
    await provider.balance();
    clientNow += 3600_000 - 61_000;
    await provider.balance();
    expect(standIn.tokensIssued - before).toBe(1);
    clientNow += 2_000;
    await provider.balance();
    expect(standIn.tokensIssued - before).toBe(2);
  });

  it('a 401 (token revoked or expired early) renews it once and the call goes through', async () => {
    const provider = client();
    await provider.balance();
    const before = standIn.tokensIssued;
    standIn.expireTokens();
    await expect(provider.balance()).resolves.toMatchObject({ currency: 'INR' });
    expect(standIn.tokensIssued - before).toBe(1);
  });

  it('wrong credentials are refused with their code, and the secret is in no message', async () => {
    const provider = createReloadlyClient({ config: { ...config, clientSecret: 'not-the-secret' }, senderName: 'Honest Rewards' });
    const error = await failureOf(provider.balance());
    expect([error.kind, error.reason]).toEqual(['refused', 'INVALID_CREDENTIALS']);
    expect(error.message).not.toContain('not-the-secret');
  });
});

describe('faults', () => {
  it('a slow answer is a timeout: unavailable', async () => {
    const provider = client({ timeoutMs: 100 });
    await provider.balance();
    standIn.knobs.delayMs = 400;
    const error = await failureOf(provider.balance());
    expect([error.kind, error.reason]).toEqual(['unavailable', 'timeout']);
  });

  it('a 5xx is unavailable, and the next call goes through', async () => {
    const provider = client();
    standIn.knobs.failNext = { balance: 1 };
    const error = await failureOf(provider.balance());
    expect([error.kind, error.reason]).toEqual(['unavailable', 'http-500']);
    await expect(provider.balance()).resolves.toMatchObject({ currency: 'INR' });
  });

  it('an answer that is not the API\'s (HTML, or JSON of another shape) is unavailable: the outcome is unknown', async () => {
    const provider = client();
    standIn.knobs.garbleNext = { balance: 1, products: 1 };
    const errors = [await failureOf(provider.balance()), await failureOf(provider.listProducts('IN'))];
    expect(errors.map((error) => [error.kind, error.reason])).toEqual([
      ['unavailable', 'garbled'],
      ['unavailable', 'garbled'],
    ]);
    await expect(provider.balance()).resolves.toMatchObject({ currency: 'INR' });
  });

  it('a price the product does not sell is refused (no errorCode: the HTTP status is the reason) and nothing is charged', async () => {
    const balance = standIn.balance;
    const error = await failureOf(client().placeOrder({ providerProductId: '18001', faceValue: 75, customIdentifier: freshIdentifier() }));
    expect([error.kind, error.reason]).toEqual(['refused', 'http-400']);
    expect(standIn.balance).toBe(balance);
  });

  it('too little balance is refused with its code', async () => {
    const balance = standIn.balance;
    standIn.balance = 5;
    try {
      const error = await failureOf(client().placeOrder({ providerProductId: '18001', faceValue: 100, customIdentifier: freshIdentifier() }));
      expect([error.kind, error.reason]).toEqual(['refused', 'INSUFFICIENT_BALANCE']);
      expect(standIn.balance).toBe(5);
    } finally {
      standIn.balance = balance;
    }
  });
});

describe('orders', () => {
  it('places one card of the face value with our identifier and no recipient; the balance goes down by its cost', async () => {
    const provider = client();
    const customIdentifier = freshIdentifier();
    const { amount: before } = await provider.balance();
    const order = await provider.placeOrder({ providerProductId: '18001', faceValue: 100, customIdentifier });
    // 98 for the card, 2 flat and 1 % of 98.
    expect(order).toMatchObject({ customIdentifier, status: 'successful', providerProductId: '18001', faceValue: 100, faceCurrency: 'INR', cost: 100.98, costCurrency: 'INR' });
    expect((await provider.balance()).amount).toBeCloseTo(before - 100.98, 2);
    expect(standIn.orders.get(customIdentifier)).toMatchObject({ recipientEmail: null, product: { quantity: 1 } });
    const cards = await provider.fetchCards(order.transactionId);
    expect(cards).toHaveLength(1);
    expect(cards?.[0]?.code).toBe(standIn.cards.get(Number(order.transactionId))?.[0]?.cardNumber);
  });

  it('a reused identifier is refused, and the first order is still the one found', async () => {
    const provider = client();
    const customIdentifier = freshIdentifier();
    const first = await provider.placeOrder({ providerProductId: '18001', faceValue: 10, customIdentifier });
    const error = await failureOf(provider.placeOrder({ providerProductId: '18001', faceValue: 10, customIdentifier }));
    expect(error.kind).toBe('refused');
    expect((await provider.findOrder(customIdentifier, new Date()))?.transactionId).toBe(first.transactionId);
  });

  for (const lost of ['503', 'drop'] as const) {
    it(`an answer lost after the order was taken (${lost}) is unavailable, and findOrder recovers that order: one purchase`, async () => {
      const provider = client();
      const customIdentifier = freshIdentifier();
      const placedAt = new Date();
      standIn.knobs.loseNextOrderAnswer = lost;
      const error = await failureOf(provider.placeOrder({ providerProductId: '18001', faceValue: 50, customIdentifier }));
      expect([error.kind, error.reason]).toEqual(['unavailable', lost === '503' ? 'http-503' : 'network']);
      const found = await provider.findOrder(customIdentifier, placedAt);
      expect(found).toMatchObject({ customIdentifier, status: 'successful', faceValue: 50, faceCurrency: 'INR' });
      expect(found?.transactionId).toBe(String(standIn.orders.get(customIdentifier)?.transactionId));
      expect(await provider.fetchCards(found!.transactionId)).toHaveLength(1);
      expect([...standIn.orders.values()].filter((order) => order.customIdentifier === customIdentifier)).toHaveLength(1);
    });
  }

  it('findOrder asks with a wide date window, checks the identifier itself, and answers null for an order never placed', async () => {
    const provider = client();
    const placedLongAgo = freshIdentifier();
    await provider.placeOrder({ providerProductId: '18001', faceValue: 10, customIdentifier: placedLongAgo });
    // Reloadly's report searches a recent window unless told otherwise: the order was placed "40 days ago".
    const order = standIn.orders.get(placedLongAgo)!;
    order.transactionCreatedTime = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(await provider.findOrder(placedLongAgo, new Date(Date.now() - 41 * 86_400_000))).toMatchObject({ customIdentifier: placedLongAgo });
    expect(await provider.findOrder(freshIdentifier(), new Date())).toBeNull();
  });

  it('an order delivered after a few polls is pending, its cards not ready (null), then ready', async () => {
    const provider = client();
    standIn.knobs.pendingPolls = 2;
    const order = await provider.placeOrder({ providerProductId: '18001', faceValue: 25, customIdentifier: freshIdentifier() });
    expect(order.status).toBe('pending');
    expect(await provider.fetchCards(order.transactionId)).toBeNull();
    expect(await provider.fetchCards(order.transactionId)).toBeNull();
    expect(await provider.fetchCards(order.transactionId)).toHaveLength(1);
    expect((await provider.findOrder(order.customIdentifier, new Date(Date.now() - 60_000)))?.status).toBe('successful');
  });

  it('an order delivered a while after it was placed stays pending until then', async () => {
    const provider = client();
    let standInNow = Date.now();
    standIn.now = () => standInNow;
    try {
      standIn.knobs.pendingMs = 5 * 60_000;
      const order = await provider.placeOrder({ providerProductId: '18001', faceValue: 25, customIdentifier: freshIdentifier() });
      expect(await provider.fetchCards(order.transactionId)).toBeNull();
      expect((await provider.findOrder(order.customIdentifier, new Date(Date.now() - 60_000)))?.status).toBe('pending');
      standInNow += 5 * 60_000;
      expect(await provider.fetchCards(order.transactionId)).toHaveLength(1);
    } finally {
      standIn.now = () => Date.now();
    }
  });

  it('cards of an unknown transaction are not ready (null), not a failure', async () => {
    expect(await client().fetchCards('999999999')).toBeNull();
  });

  it('reports the face value and currency the provider says it delivered, for the caller to check', async () => {
    const provider = client();
    standIn.knobs.answerFaceValue = 10;
    standIn.knobs.answerCurrency = 'USD';
    const order = await provider.placeOrder({ providerProductId: '18001', faceValue: 100, customIdentifier: freshIdentifier() });
    expect([order.faceValue, order.faceCurrency]).toEqual([10, 'USD']);
  });
});
