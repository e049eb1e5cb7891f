/** The switchable capabilities (product spec §1.8): while one is off no public screen mentions it. Apart from zod for the entry chunk. */
export const CAPABILITIES = ['store', 'referrals', 'tasks', 'vip', 'offerwalls'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_NAMES: Record<Capability, string> = {
  store: 'Reward store (gift cards and Free Fire diamonds)',
  referrals: 'Referrals',
  tasks: 'Earning tasks',
  vip: 'VIP membership',
  offerwalls: 'Offerwalls',
};
