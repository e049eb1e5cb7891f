/**
 * The rules of linking what we sell to a gift-card provider's product (issue 33, decision 059), shared
 * by the server (which refuses by them) and the admin (which shows them before asking): pure, no zod.
 */

/** The provider's catalogue is synced for this country; our face values are rupees. */
export const PROVIDER_CATALOGUE_COUNTRY = 'IN';
export const PROVIDER_FACE_CURRENCY = 'INR';

/** The names of the providers a link may point at, as stored in provider_products.provider. */
export const PROVIDERS = ['reloadly'] as const;
export type ProviderName = (typeof PROVIDERS)[number];
export const PROVIDER_NAMES: Record<ProviderName, string> = { reloadly: 'Reloadly' };

/** How a provider prices a card: its currencies, the face values it sells and what they cost us (server/fulfilment-provider.ts). */
export interface ProviderCardPricing {
  /** Currency of the card's face value (what the user receives). */
  faceCurrency: string;
  /** Currency our provider account is charged in. */
  costCurrency: string;
  /** Fixed: only the listed face values; range: any face value from minFace to maxFace. */
  denominationType: 'fixed' | 'range';
  /** For fixed products: each face value and what one card of it costs us before fees. */
  denominations: Array<{ face: number; cost: number }>;
  minFace: number | null;
  maxFace: number | null;
  /** Per-order fee (cost currency) and percentage fee (of the cost) the provider adds. */
  feeFlat: number;
  feePercent: number;
}

/** What a link is checked against: the synced product's pricing, whether it is still offered, and a range product's rate. */
export interface LinkableProduct extends ProviderCardPricing {
  available: boolean;
  costPerFace: number | null;
}

/** Why a provider product cannot stand for a face value of `faceRupees`, or null when it can. */
export type LinkProblem = 'unavailable' | 'face-currency' | 'face-not-offered';

export function linkProblem(product: LinkableProduct, faceRupees: number): LinkProblem | null {
  if (!product.available) return 'unavailable';
  if (product.faceCurrency !== PROVIDER_FACE_CURRENCY) return 'face-currency';
  return offersFace(product, faceRupees) ? null : 'face-not-offered';
}

/** One of a fixed product's face values, or within a range product's bounds. */
export function offersFace(product: Pick<LinkableProduct, 'denominationType' | 'denominations' | 'minFace' | 'maxFace'>, face: number): boolean {
  if (product.denominationType === 'fixed') return product.denominations.some((denomination) => denomination.face === face);
  return product.minFace !== null && product.maxFace !== null && face >= product.minFace && face <= product.maxFace;
}

/**
 * What one card of `face` costs us, in the product's cost currency: its price plus the flat fee and the
 * percentage fee of that price. The advertised discount is left out (a rebate we do not count on; how
 * Reloadly settles it is not documented). Null when the face is not offered or a range product's rate is unknown.
 */
export function cardCost(product: LinkableProduct, face: number): number | null {
  if (!offersFace(product, face)) return null;
  const price = product.denominationType === 'fixed' ? product.denominations.find((denomination) => denomination.face === face)!.cost : product.costPerFace === null ? null : face * product.costPerFace;
  if (price === null) return null;
  return Math.round((price + product.feeFlat + (price * product.feePercent) / 100) * 10_000) / 10_000;
}

/** A rupee cost as paise, rounded up: a margin is never shown larger than it is. */
export function costPaise(costRupees: number): number {
  return Math.ceil(Math.round(costRupees * 10_000) / 100);
}
