export { adminRedeemRouter, redeemRouter } from './router';
export { resealWithdrawalCodes, sealWithdrawalCodesInClear } from './seal-withdrawal-codes';
export { withdrawalCardDelivery } from './provider-card-delivery';
