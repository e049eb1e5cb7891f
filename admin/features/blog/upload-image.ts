import { BLOG_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES } from './blog-messages';

export interface UploadedImage {
  id: string;
  url: string;
  contentType: string;
  sizeBytes: number;
}

export class UploadError extends Error {}

/** Type and size are checked here first so a wrong file never travels; the server checks the bytes again. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return BLOG_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return BLOG_MESSAGES.imageSize;
  if (file.size === 0) return BLOG_MESSAGES.imageEmpty;
  return null;
}

/** Multipart upload to the admin origin (the session cookie goes along, same origin). */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(new URL('/api/admin/uploads', window.location.origin), { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new UploadError(BLOG_MESSAGES.uploadFailed);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' && response.status < 500 ? json.message : BLOG_MESSAGES.uploadFailed;
    throw new UploadError(message);
  }
  return json as UploadedImage;
}
