import { z } from 'zod';
import { IMAGE_CONTENT_TYPES } from '../../../db/entities/enums';

export const MEDIA_MESSAGES = {
  missingFile: 'Please choose an image file to upload',
  notAnImage: 'The file must be a PNG, JPEG or WebP image',
  typeMismatch: 'The file content does not match its type; please upload a real PNG, JPEG or WebP image',
  tooLarge: 'Image must be at most 2 MB',
  empty: 'The file is empty',
  notFound: 'Image not found',
} as const;

export const uploadedImageSchema = z.object({
  id: z.string(),
  url: z.string().describe('Path on both origins, e.g. /uploads/<id>.png'),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  sizeBytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
