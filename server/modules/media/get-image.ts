import { MediaFile, MediaVariant } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { EXTENSION_BY_TYPE } from '#contract/media/image-types';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORIGINAL_NAME = new RegExp(`^(${UUID})\\.([a-z]+)$`);
const VARIANT_NAME = new RegExp(`^(${UUID})-([1-9][0-9]{0,4})\\.webp$`);

/** `<id>.<ext>` (the stored type's extension only: one URL per image) or `<id>-<width>.webp`. */
export async function getImage(deps: Deps, input: { fileName: string }) {
  const variantName = VARIANT_NAME.exec(input.fileName);
  if (variantName) {
    const variant = await deps.em.findOne(MediaVariant, { media: variantName[1]!, width: Number(variantName[2]) }, { populate: ['bytes'] });
    if (!variant) throw refuse('media.not-found');
    return { contentType: 'image/webp', bytes: Buffer.from(variant.bytes), sha256: variant.sha256, sizeBytes: variant.sizeBytes };
  }
  const originalName = ORIGINAL_NAME.exec(input.fileName);
  if (!originalName) throw refuse('media.not-found');
  const file = await deps.em.findOne(MediaFile, { id: originalName[1]! }, { populate: ['bytes'] });
  if (!file || EXTENSION_BY_TYPE[file.contentType] !== originalName[2]) throw refuse('media.not-found');
  return { contentType: file.contentType, bytes: Buffer.from(file.bytes), sha256: file.sha256, sizeBytes: file.sizeBytes };
}
