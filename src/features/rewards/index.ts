// What other features may use from rewards; the rest is rewards' own (lint enforces it).
export { RewardOrdersSection, type HistoryStatusBadge } from './components/reward-orders-section';
export { FeaturedReward } from './components/featured-reward';
export { StoreGridSkeleton } from './components/store-grid-skeleton';
/** The home page's store grid, loaded as its own chunk once the page has painted. */
export const loadStoreGrid = () => import('./components/store-grid').then((module) => module.StoreGrid);
