import { createHash } from 'node:crypto';
import { MediaFile } from '../../../db/entities';
import { IMAGE_CONTENT_TYPES } from '../../../db/entities/enums';
import { refuse } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { detectImageType, imageUrl, MAX_IMAGE_BYTES } from './image-types';
import { type UploadedImage } from './schemas';

export interface StoreImageInput {
  bytes: Buffer;
  /** The type the browser claimed (Content-Type of the part); checked against the bytes. */
  declaredType: string | null;
  originalName: string | null;
  /** Null for images the seeds create. */
  adminId: string | null;
}

const ALLOWED = new Set<string>(IMAGE_CONTENT_TYPES);

/** Checks an image by its bytes and size, then stores it; an admin's upload is audited in the same transaction. */
export async function storeImage(deps: Deps, input: StoreImageInput): Promise<UploadedImage> {
  if (input.bytes.length === 0) throw refuse('media.empty');
  if (input.bytes.length > MAX_IMAGE_BYTES) throw refuse('media.too-large');
  const declared = input.declaredType?.toLowerCase().split(';')[0]?.trim() || null;
  if (declared && !ALLOWED.has(declared)) throw refuse('media.not-an-image');
  const detected = detectImageType(input.bytes);
  if (!detected) throw refuse(declared ? 'media.type-mismatch' : 'media.not-an-image');
  if (declared && declared !== detected) throw refuse('media.type-mismatch');

  const originalName = input.originalName ? input.originalName.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || null : null;
  return deps.em.transactional(async (em) => {
    const file = em.create(MediaFile, {
      contentType: detected,
      bytes: input.bytes,
      sizeBytes: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      originalName,
      uploadedBy: input.adminId,
      createdAt: deps.clock.now(),
    });
    await em.flush();
    const view = { id: file.id, url: imageUrl(file), contentType: file.contentType, sizeBytes: file.sizeBytes };
    if (input.adminId) {
      recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'media.upload', targetType: 'media-file', targetId: file.id, after: { ...view, originalName, sha256: file.sha256 } });
      await em.flush();
    }
    return view;
  });
}
