export { adminRedeemRouter, redeemRouter } from './router';
export { resealWithdrawalCodes, sealWithdrawalCodesInClear } from './seal-withdrawal-codes';
