// What other features may use from rewards; the rest is rewards' own (lint enforces it).
export { RewardOrdersSection, type HistoryStatusBadge } from './components/reward-orders-section';
