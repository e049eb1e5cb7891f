import { m } from '../../i18n/paraglide/messages';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

export interface UploadedImage {
  id: string;
  url: string;
  contentType: string;
  sizeBytes: number;
}

export class UploadError extends Error {}

/** Type and size are checked here first so a wrong file never travels; the server checks the bytes again. */
export function checkImageFile(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return m['blog.image-type']();
  if (file.size > MAX_IMAGE_BYTES) return m['blog.image-size']();
  if (file.size === 0) return m['blog.image-empty']();
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
    throw new UploadError(m['blog.upload-failed']());
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' && response.status < 500 ? json.message : m['blog.upload-failed']();
    throw new UploadError(message);
  }
  return json as UploadedImage;
}
