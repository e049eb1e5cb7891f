/** The redeem requests' public face: the dashboard's badge. */
export { usePendingRedeemCount } from './use-pending-redeem-count';
