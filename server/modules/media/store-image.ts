import { createHash } from 'node:crypto';
import { MediaFile, MediaVariant } from '../../../db/entities';
import { recordAudit } from '../audit';
import { withoutLoneSurrogates } from '../input';
import type { Deps } from '../deps';
import { checkImage } from './check-image';
import { responsiveImage } from '#contract/media/image-types';
import { makeVariants } from './make-variants';
import { type UploadedImage } from '#contract/media/schemas';

export interface StoreImageInput {
  bytes: Buffer;
  /** The type the browser claimed (Content-Type of the part); checked against the bytes. */
  declaredType: string | null;
  originalName: string | null;
  /** Null for images the seeds create. */
  adminId: string | null;
}

/** An admin's upload is audited in the same transaction. */
export async function storeImage(deps: Deps, input: StoreImageInput): Promise<UploadedImage> {
  const detected = checkImage(input.bytes, input.declaredType);

  // Lone surrogates dropped after the cut, which may split a pair (a UTF-16 name may hold them too): the audit's jsonb refuses them.
  const originalName = input.originalName ? withoutLoneSurrogates(input.originalName.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200)) || null : null;
  // Resized before the transaction opens: no connection is held while the CPU works.
  const { width, height, variants } = await makeVariants(input.bytes);
  return deps.em.transactional(async (em) => {
    const file = em.create(MediaFile, {
      contentType: detected,
      bytes: input.bytes,
      sizeBytes: input.bytes.length,
      sha256: sha256(input.bytes),
      width,
      height,
      originalName,
      uploadedBy: input.adminId,
      createdAt: deps.clock.now(),
    });
    for (const variant of variants) createVariant(em, file, variant);
    await em.flush();
    const view = { id: file.id, ...responsiveImage({ id: file.id, contentType: file.contentType, width, height }), contentType: file.contentType, sizeBytes: file.sizeBytes };
    if (input.adminId) {
      recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'media.upload', targetType: 'media-file', targetId: file.id, after: { ...view, originalName, sha256: file.sha256 } });
      await em.flush();
    }
    return view;
  });
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** One variant row; also used by the boot step that makes older images' variants. */
export function createVariant(em: Deps['em'], file: MediaFile, variant: { width: number; height: number; bytes: Buffer }): void {
  em.create(MediaVariant, { media: file, width: variant.width, height: variant.height, bytes: variant.bytes, sizeBytes: variant.bytes.length, sha256: sha256(variant.bytes) });
}
