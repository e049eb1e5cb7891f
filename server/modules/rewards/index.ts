export { openRewardCode, type SealedCode, sealRewardCode } from './code-crypto';
export { createRewardProduct } from './create-reward-product';
export { inBatches, resealRewardCodes } from './reseal-reward-codes';
export { adminRewardOrdersRouter, adminRewardsRouter, rewardsRouter } from './router';
export { uploadRewardCodes } from './upload-reward-codes';
export { setRewardProductPrice } from './set-reward-product-price';
export { rewardCardDelivery } from './provider-card-delivery';
