export { statsRouter } from './router';
export { readPayoutClock } from './payout-clock';
