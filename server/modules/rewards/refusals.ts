import { REWARDS_MESSAGES } from './schemas';

export const REWARDS_REFUSALS = {
  'rewards.product-not-found': { status: 'NOT_FOUND', text: REWARDS_MESSAGES.notFound },
} as const;
