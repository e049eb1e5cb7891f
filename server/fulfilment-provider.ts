/**
 * A gift-card fulfilment provider (issue 33): the one seam between orders and whoever sells us codes.
 * Orders, withdrawals and the retry job speak only to this interface; Reloadly is its first
 * implementation (reloadly-client.ts), and a second provider is a second file, not a change to orders.
 *
 * Amounts from a provider are decimals in the provider's currencies (a face value in the card's
 * currency, a cost in our account's currency); they are never wallet money, which stays integer paise.
 */
import type { ProviderCardPricing } from '#contract/provider-catalogue/rules';

/** A product of the provider's catalogue, as synced into provider_products. */
export interface ProviderProduct extends ProviderCardPricing {
  /** The provider's own id, as text whatever its type there. */
  providerProductId: string;
  name: string;
  brand: string;
  /** ISO 3166-1 alpha-2 country the card is sold for. */
  countryCode: string;
  /**
   * Range products: what one unit of face value costs us before fees (1 when face and cost share a
   * currency); null or absent when the provider gave no way to tell. Fixed products price each face value
   * in `denominations` instead. Optional, added after the seam (decision 059): a provider may leave it out.
   */
  costPerFace?: number | null;
  /** The provider's advertised discount, a rebate we are not counting on when quoting. */
  discountPercent: number;
}

/** Where an order stands at the provider. */
export type ProviderOrderStatus = 'successful' | 'pending' | 'failed';

/** An order as the provider reports it (placing it, or finding it again by our identifier). */
export interface ProviderOrder {
  transactionId: string;
  /** Our order's id, sent as the provider's idempotency identifier. */
  customIdentifier: string;
  status: ProviderOrderStatus;
  providerProductId: string;
  /** What the card is worth, as the provider says it delivered (checked against what we ordered). */
  faceValue: number;
  faceCurrency: string;
  /** What the provider charged our account. */
  cost: number;
  costCurrency: string;
}

/** One delivered card: the code a person types, and its PIN when the brand has one. Secrets: never logged. */
export interface DeliveredCard {
  code: string;
  pin: string | null;
}

export interface ProviderBalance {
  amount: number;
  currency: string;
}

export interface FulfilmentProvider {
  /** The provider's name as stored beside each link and order ('reloadly'). */
  readonly name: string;
  /** Every product the provider sells in a country (the catalogue sync). */
  listProducts(countryCode: string): Promise<ProviderProduct[]>;
  /**
   * Places one card of `faceValue` (the product's face currency). Throws ProviderError: 'refused' when the
   * provider answered that it did not take the order (nothing was bought), 'unavailable' when the outcome is
   * unknown (timeout, 5xx, network): then the caller must findOrder before ever placing again.
   */
  placeOrder(input: { providerProductId: string; faceValue: number; customIdentifier: string }): Promise<ProviderOrder>;
  /** The order placed with this identifier since `placedAfter`, or null when the provider has none. */
  findOrder(customIdentifier: string, placedAfter: Date): Promise<ProviderOrder | null>;
  /** The cards of a successful order, or null while the provider has not delivered them yet. */
  fetchCards(transactionId: string): Promise<DeliveredCard[] | null>;
  /** Our prepaid balance with the provider. */
  balance(): Promise<ProviderBalance>;
}

/**
 * A provider call that did not give an answer the caller can use. `refused`: the provider said no, so
 * nothing was bought (bad price, out of stock, insufficient balance…). `unavailable`: no usable answer
 * (timeout, 5xx, network, garbled body) — whether an order exists is unknown.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    /** A short stable reason for logs, the admin and metrics (e.g. 'timeout', 'http-503', 'INSUFFICIENT_BALANCE'). */
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
