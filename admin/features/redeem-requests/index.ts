// What other features may use from redeem-requests (the dashboard's badge); the rest is its own
// (lint enforces it).
export { usePendingRedeemCount } from './use-pending-redeem-count';
