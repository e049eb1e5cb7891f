/**
 * The product's switchable capabilities (product spec §1.8). While one is off, nothing on any
 * public screen mentions it: no banner, tile, hub card or page text. Apart from the zod schemas so
 * the browser's entry chunk can word refusals by capability without loading zod.
 */
export const CAPABILITIES = ['store', 'referrals', 'tasks', 'vip', 'offerwalls'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_NAMES: Record<Capability, string> = {
  store: 'Reward store (gift cards and Free Fire diamonds)',
  referrals: 'Referrals',
  tasks: 'Earning tasks',
  vip: 'VIP membership',
  offerwalls: 'Offerwalls',
};
