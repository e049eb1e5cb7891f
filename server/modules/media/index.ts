export { backfillImageVariants } from './backfill-variants';
export { checkImage } from './check-image';
export { getImage } from './get-image';
export { storeImage } from './store-image';
