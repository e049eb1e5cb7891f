import sharp from 'sharp';
import { refuse } from '#contract/errors';
import { variantWidths } from '#contract/media/image-types';

/**
 * Decoding is bounded well below sharp's default (about 268 million pixels): a 2 MB PNG of one
 * colour can claim a huge canvas, and each pixel costs memory while it is resized.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface ImageVariants {
  /** The original's size as shown (after its EXIF orientation). */
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; bytes: Buffer }>;
}

/** Bytes with a valid signature that do not decode (truncated, corrupt, too many pixels) are not an image. */
export async function makeVariants(bytes: Buffer): Promise<ImageVariants> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    const { width, height } = (await source.metadata()).autoOrient;
    const variants: ImageVariants['variants'] = [];
    // One at a time: each resize holds a decoded copy of the image in memory.
    for (const variantWidth of variantWidths(width)) {
      const { data, info } = await source.clone().resize({ width: variantWidth }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    return { width, height, variants };
  } catch {
    throw refuse('media.not-an-image');
  }
}
