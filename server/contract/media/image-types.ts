import type { ImageContentType } from '../enums';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGE_LABEL = '2 MB';

export const EXTENSION_BY_TYPE: Record<ImageContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Uploaded images are served from here on both origins (decision 004). */
export const UPLOAD_PATH_PREFIX = '/uploads/';

/** `/uploads/<uuid>.<png|jpg|webp>`: the only image sources the Markdown sanitizer lets through. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

export function imageUrl(image: { id: string; contentType: ImageContentType }): string {
  return `${UPLOAD_PATH_PREFIX}${image.id}.${EXTENSION_BY_TYPE[image.contentType]}`;
}

/** The widths every upload is resized to, as WebP (decision 017): a phone, a tablet or narrow column, a wide screen. */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;
const WIDEST_VARIANT = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

/** Variant widths of an image, narrowest first: the standard widths below it plus its own when not wider than the widest; never an upscale. */
export function variantWidths(width: number): number[] {
  const smaller = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  return width <= WIDEST_VARIANT ? [...smaller, width] : smaller;
}

/** `/uploads/<id>-<width>.webp`: a variant's address follows from its image's id and its width alone. */
export function variantUrl(imageId: string, width: number): string {
  return `${UPLOAD_PATH_PREFIX}${imageId}-${width}.webp`;
}

/** What pages need to show an image responsively: its URL, size and variants (srcset). */
export function responsiveImage(image: { id: string; contentType: ImageContentType; width: number; height: number }) {
  return {
    url: imageUrl(image),
    width: image.width,
    height: image.height,
    variants: variantWidths(image.width).map((width) => ({ url: variantUrl(image.id, width), width })),
  };
}

/**
 * The real type, from the file's first bytes (its "magic number"). The browser's declared type
 * and the file name are only claims; a renamed text or SVG file is caught here.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  const starts = (signature: number[], offset = 0) => bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
