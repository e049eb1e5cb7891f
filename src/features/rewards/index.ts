// What other features may use from rewards; the rest is rewards' own (lint enforces it).
export { useHasRewardOrders } from './api/store-queries';
export { RewardOrdersSection } from './components/reward-orders-section';
export type { HistoryStatusBadge } from './components/reward-order-card';
