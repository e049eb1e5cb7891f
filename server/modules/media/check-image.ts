import { IMAGE_CONTENT_TYPES, type ImageContentType } from '#contract/enums';
import { refuse } from '#contract/errors';
import { detectImageType, MAX_IMAGE_BYTES } from '#contract/media/image-types';

const ALLOWED = new Set<string>(IMAGE_CONTENT_TYPES);

/** Not empty, within the cap, PNG/JPEG/WebP by its first bytes (a declared type must agree); answers the real type. */
export function checkImage(bytes: Uint8Array, declaredType: string | null): ImageContentType {
  if (bytes.length === 0) throw refuse('media.empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw refuse('media.too-large');
  const declared = declaredType?.toLowerCase().split(';')[0]?.trim() || null;
  if (declared && !ALLOWED.has(declared)) throw refuse('media.not-an-image');
  const detected = detectImageType(bytes);
  if (!detected) throw refuse(declared ? 'media.type-mismatch' : 'media.not-an-image');
  if (declared && declared !== detected) throw refuse('media.type-mismatch');
  return detected;
}
