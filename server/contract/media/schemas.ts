import { z } from 'zod';
import { IMAGE_CONTENT_TYPES } from '../enums';

export const MEDIA_MESSAGES = {
  missingFile: 'Please choose an image file to upload',
  notAnImage: 'The file must be a PNG, JPEG or WebP image',
  typeMismatch: 'The file content does not match its type; please upload a real PNG, JPEG or WebP image',
  tooLarge: 'Image must be at most 2 MB',
  empty: 'The file is empty',
  notFound: 'Image not found',
} as const;

/** An image as pages show it: the original, its pixel size and its resized WebP copies for a srcset (decision 017). */
export const responsiveImageSchema = z.object({
  url: z.string().describe('Path on both origins, e.g. /uploads/<id>.png'),
  width: z.number().int().describe('Width of the original in pixels'),
  height: z.number().int().describe('Height of the original in pixels'),
  variants: z
    .array(z.object({ url: z.string().describe('e.g. /uploads/<id>-400.webp'), width: z.number().int() }))
    .describe('WebP copies, narrowest first: 400, 800 and 1200 px wide where the original is wider, and the original width when it is at most 1200'),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

export const uploadedImageSchema = responsiveImageSchema.extend({
  id: z.string(),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  sizeBytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
