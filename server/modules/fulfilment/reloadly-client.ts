import { RELOADLY_GIFT_CARD_HOSTS, type ReloadlyConfig } from '../../config';
import { ProviderError, type DeliveredCard, type FulfilmentProvider, type ProviderOrder, type ProviderOrderStatus, type ProviderProduct } from '../../fulfilment-provider';

/**
 * Reloadly's Gift Cards API as a FulfilmentProvider (issue 33, decision 059), with plain fetch. What we
 * know of the API and how sure we are of each part is in docs/decisions/059-fulfilment-provider-and-catalogue.md.
 * Nothing here logs: answers carry card codes and PINs, requests carry the client secret and the token.
 */

/** One call, token and body included, after which the outcome is unknown ('timeout'). */
const CALL_TIMEOUT_MS = 15_000;
/** A token is renewed this long before Reloadly says it expires, so no call goes out with one about to lapse. */
const TOKEN_RENEW_EARLY_MS = 60_000;
/** Reloadly versions its gift-card API through the Accept header, not the path. */
const ACCEPT = 'application/com.reloadly.giftcards-v1+json';
/**
 * Reloadly's report search looks only at a recent window unless given dates, and its timestamps carry no
 * zone: the window asked for starts a day before the order could have been placed and ends a day ahead.
 */
const LOOKUP_MARGIN_MS = 24 * 60 * 60 * 1000;
const LOOKUP_PAGE_SIZE = 20;

export interface ReloadlyClientOptions {
  config: ReloadlyConfig;
  /** Printed by Reloadly on its receipt: the site's name. */
  senderName: string;
  timeoutMs?: number;
  now?: () => number;
}

interface Answer {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

function garbled(what: string): ProviderError {
  return new ProviderError('unavailable', 'garbled', `Reloadly's answer to ${what} was not what its API documents`);
}

/** `yyyy-MM-dd HH:mm:ss` in UTC, the form Reloadly's report filters take. */
export function reloadlyTimestamp(time: Date): string {
  return time.toISOString().slice(0, 19).replace('T', ' ');
}

export function createReloadlyClient(options: ReloadlyClientOptions): FulfilmentProvider {
  const { config, senderName } = options;
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let token: { value: string; renewAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  /** A fetch bounded by the timeout, its body read as JSON; no answer, or one that is not JSON, is `unavailable`. */
  async function call(url: string, init: RequestInit): Promise<Answer> {
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { ...init, signal });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError' || signal.aborted;
      throw new ProviderError('unavailable', timedOut ? 'timeout' : 'network', timedOut ? `Reloadly did not answer within ${timeoutMs} ms` : 'Reloadly could not be reached');
    }
    if (status >= 500) throw new ProviderError('unavailable', `http-${status}`, `Reloadly answered ${status}`);
    let body: unknown = null;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderError('unavailable', status >= 400 ? `http-${status}` : 'garbled', `Reloadly answered ${status} with a body that is not JSON`);
      }
    }
    return { status, body };
  }

  /**
   * A refusal carries Reloadly's error body ({ message, errorCode, … }, errorCode often null): then nothing
   * was done. A 4xx without one (a proxy's page) and 429 (come back later) leave the outcome unknown.
   */
  function failure(answer: Answer, what: string): ProviderError {
    const body = isObject(answer.body) ? answer.body : null;
    if (answer.status === 429 || !body || (typeof body.message !== 'string' && typeof body.errorCode !== 'string')) {
      return new ProviderError('unavailable', `http-${answer.status}`, `Reloadly answered ${answer.status} to ${what}`);
    }
    const reason = typeof body.errorCode === 'string' && body.errorCode !== '' ? body.errorCode : `http-${answer.status}`;
    return new ProviderError('refused', reason, `Reloadly refused ${what} (${answer.status}${typeof body.message === 'string' ? `: ${body.message}` : ''})`);
  }

  async function requestToken(): Promise<string> {
    const answer = await call(`${config.authUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials', audience: RELOADLY_GIFT_CARD_HOSTS[config.env] }),
    });
    if (answer.status !== 200) throw failure(answer, 'the token request');
    const body = isObject(answer.body) ? answer.body : {};
    const expiresIn = numberOf(body.expires_in);
    if (typeof body.access_token !== 'string' || expiresIn === null) throw garbled('the token request');
    // A token shorter-lived than the margin is still used once rather than asked for on every call.
    token = { value: body.access_token, renewAt: now() + Math.max(expiresIn * 1000 - TOKEN_RENEW_EARLY_MS, 0) };
    return body.access_token;
  }

  /** The cached token while it is fresh; calls at the same moment share one token request. */
  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  /** One API call; a 401 (the token expired or was revoked early) renews the token and tries once more. */
  async function api(method: 'GET' | 'POST', path: string, body?: Json): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const answer = await call(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, accept: ACCEPT, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      if (token?.value === bearer) token = null;
    }
  }

  return {
    name: 'reloadly',

    async listProducts(countryCode) {
      const answer = await api('GET', `/countries/${encodeURIComponent(countryCode)}/products?includeRange=true&includeFixed=true`);
      // Reloadly answers 404 when it sells nothing in the country.
      if (answer.status === 404) return [];
      if (answer.status !== 200) throw failure(answer, 'the product list');
      if (!Array.isArray(answer.body)) throw garbled('the product list');
      return answer.body.map(readProduct).filter((product): product is ProviderProduct => product !== null);
    },

    async placeOrder({ providerProductId, faceValue, customIdentifier }) {
      // No recipient: Reloadly would mail the card itself; we deliver the code (decision 059).
      const answer = await api('POST', '/orders', {
        productId: /^\d+$/.test(providerProductId) ? Number(providerProductId) : providerProductId,
        quantity: 1,
        unitPrice: faceValue,
        customIdentifier,
        senderName,
      });
      if (answer.status !== 200 && answer.status !== 201) throw failure(answer, 'the order');
      const order = readTransaction(answer.body);
      if (!order) throw garbled('the order');
      // An answer that does not echo the identifier is still the answer to this request.
      return order.customIdentifier ? order : { ...order, customIdentifier };
    },

    async findOrder(customIdentifier, placedAfter) {
      const query = new URLSearchParams({
        page: '1',
        size: String(LOOKUP_PAGE_SIZE),
        customIdentifier,
        startDate: reloadlyTimestamp(new Date(placedAfter.getTime() - LOOKUP_MARGIN_MS)),
        endDate: reloadlyTimestamp(new Date(now() + LOOKUP_MARGIN_MS)),
      });
      const answer = await api('GET', `/reports/transactions?${query.toString()}`);
      // Reloadly's own docs give a 404 here for "try again later": no answer to a lookup proves there is no order.
      if (answer.status !== 200) throw new ProviderError('unavailable', `http-${answer.status}`, `Reloadly answered ${answer.status} to the order lookup`);
      const content = isObject(answer.body) ? answer.body.content : undefined;
      if (!Array.isArray(content)) throw garbled('the order lookup');
      // The filter is Reloadly's; the identifier is checked here too. Should two orders carry it, the one that went through counts.
      const orders = content.map(readTransaction).filter((order): order is ProviderOrder => order !== null && order.customIdentifier === customIdentifier);
      const rank: Record<ProviderOrderStatus, number> = { successful: 0, pending: 1, failed: 2 };
      return orders.sort((a, b) => rank[a.status] - rank[b.status])[0] ?? null;
    },

    async fetchCards(transactionId) {
      const answer = await api('GET', `/orders/transactions/${encodeURIComponent(transactionId)}/cards`);
      // Right after an order the cards may not be there yet: not ready, ask again later.
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw failure(answer, 'the cards');
      if (!Array.isArray(answer.body)) throw garbled('the cards');
      if (answer.body.length === 0) return null;
      const cards = answer.body.map(readCard);
      if (cards.some((card) => card === null)) throw garbled('the cards');
      return cards as DeliveredCard[];
    },

    async balance() {
      const answer = await api('GET', '/accounts/balance');
      if (answer.status !== 200) throw failure(answer, 'the balance');
      const body = isObject(answer.body) ? answer.body : {};
      const amount = numberOf(body.balance);
      if (amount === null || typeof body.currencyCode !== 'string') throw garbled('the balance');
      return { amount, currency: body.currencyCode };
    },
  };
}

/** Reloadly's status words; PROCESSING is as good as PENDING to us, REFUNDED as FAILED (no card). */
const STATUSES: Record<string, ProviderOrderStatus> = { SUCCESSFUL: 'successful', PENDING: 'pending', PROCESSING: 'pending', FAILED: 'failed', REFUNDED: 'failed' };

/** A transaction (an order's answer or a report's row); null when a field we rely on is missing. */
export function readTransaction(value: unknown): ProviderOrder | null {
  if (!isObject(value) || !isObject(value.product)) return null;
  const balanceInfo = isObject(value.balanceInfo) ? value.balanceInfo : null;
  const transactionId = textOf(value.transactionId);
  const status = typeof value.status === 'string' ? STATUSES[value.status] : undefined;
  const providerProductId = textOf(value.product.productId);
  const faceValue = numberOf(value.product.unitPrice);
  const faceCurrency = value.product.currencyCode;
  // What the account was charged: balanceInfo.cost when Reloadly sends it (the wallet's own debit), else amount.
  const cost = numberOf(balanceInfo?.cost) ?? numberOf(value.amount);
  const costCurrency = typeof balanceInfo?.currencyCode === 'string' ? balanceInfo.currencyCode : value.currencyCode;
  if (!transactionId || !status || !providerProductId || faceValue === null || typeof faceCurrency !== 'string' || cost === null || typeof costCurrency !== 'string') return null;
  return {
    transactionId,
    customIdentifier: typeof value.customIdentifier === 'string' ? value.customIdentifier : '',
    status,
    providerProductId,
    faceValue,
    faceCurrency,
    cost,
    costCurrency,
  };
}

/** A card: its number (kept as text, leading zeros and all) or, for link-type brands, its redemption link; and its PIN if any. */
function readCard(value: unknown): DeliveredCard | null {
  if (!isObject(value)) return null;
  const code = textOf(value.cardNumber) ?? textOf(value.redemptionUrl);
  if (!code) return null;
  return { code, pin: textOf(value.pinCode) };
}

/**
 * A product of Reloadly's catalogue. Skipped (null): one whose status is not ACTIVE, one neither FIXED
 * nor RANGE (the SDK knows a FIXED_AND_RANGE nobody has seen), or one missing what a link is checked against.
 */
export function readProduct(value: unknown): ProviderProduct | null {
  if (!isObject(value)) return null;
  if (typeof value.status === 'string' && value.status !== 'ACTIVE') return null;
  const providerProductId = textOf(value.productId);
  const name = textOf(value.productName);
  const faceCurrency = value.recipientCurrencyCode;
  const costCurrency = value.senderCurrencyCode;
  const countryCode = isObject(value.country) ? value.country.isoName : undefined;
  if (!providerProductId || !name || typeof faceCurrency !== 'string' || typeof costCurrency !== 'string' || typeof countryCode !== 'string') return null;
  const brand = (isObject(value.brand) ? textOf(value.brand.brandName) : null) ?? name;
  const fees = { feeFlat: numberOf(value.senderFee) ?? 0, feePercent: numberOf(value.senderFeePercentage) ?? 0, discountPercent: numberOf(value.discountPercentage) ?? 0 };
  const common = { providerProductId, name, brand, countryCode, faceCurrency, costCurrency, ...fees };
  if (value.denominationType === 'FIXED') {
    const denominations = fixedDenominations(value);
    return denominations.length === 0 ? null : { ...common, denominationType: 'fixed', denominations, minFace: null, maxFace: null, costPerFace: null };
  }
  if (value.denominationType === 'RANGE') {
    const minFace = numberOf(value.minRecipientDenomination);
    const maxFace = numberOf(value.maxRecipientDenomination);
    if (minFace === null || maxFace === null) return null;
    // What a unit of face value costs, read off the lower bound (as Reloadly prices a range card); unknown without it.
    const minCost = numberOf(value.minSenderDenomination);
    const costPerFace = faceCurrency === costCurrency ? 1 : minCost !== null && minFace > 0 ? minCost / minFace : null;
    return { ...common, denominationType: 'range', denominations: [], minFace, maxFace, costPerFace };
  }
  return null;
}

/** The map `{"25.00": 28.25}` (face → cost), or else the two parallel lists; sorted by face value. */
function fixedDenominations(value: Json): ProviderProduct['denominations'] {
  const pairs: ProviderProduct['denominations'] = [];
  if (isObject(value.fixedRecipientToSenderDenominationsMap)) {
    for (const [face, cost] of Object.entries(value.fixedRecipientToSenderDenominationsMap)) {
      const faceValue = numberOf(face);
      const costValue = numberOf(cost);
      if (faceValue !== null && costValue !== null) pairs.push({ face: faceValue, cost: costValue });
    }
  } else if (Array.isArray(value.fixedRecipientDenominations) && Array.isArray(value.fixedSenderDenominations)) {
    const costs = value.fixedSenderDenominations;
    value.fixedRecipientDenominations.forEach((face, index) => {
      const faceValue = numberOf(face);
      const costValue = numberOf(costs[index]);
      if (faceValue !== null && costValue !== null) pairs.push({ face: faceValue, cost: costValue });
    });
  }
  return pairs.sort((a, b) => a.face - b.face);
}
