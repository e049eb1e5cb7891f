import { LockMode } from '@mikro-orm/core';
import { MediaFile } from '../../../db/entities';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { makeVariants } from './make-variants';
import { createVariant } from './store-image';

/** A few at a time: each image's bytes and its variants are held in memory until the batch is written. */
const BATCH = 10;

/**
 * Images stored before migration 0015. Runs at boot before the listeners open, so no page meets an
 * image without its size (decision 017).
 */
export async function backfillImageVariants(deps: Pick<Deps, 'em'>): Promise<void> {
  const undecodable: string[] = [];
  for (;;) {
    const found = await deps.em.transactional(async (em) => {
      const files = await em.find(MediaFile, undecodable.length ? { width: null, id: { $nin: undecodable } } : { width: null }, {
        populate: ['bytes'],
        limit: BATCH,
        orderBy: { id: 'asc' },
        // Two processes booting at once each take rows the other has not locked, so no variant is made twice.
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      });
      for (const file of files) {
        const made = await makeVariants(Buffer.from(file.bytes)).catch(() => null);
        if (!made) {
          undecodable.push(file.id);
          continue;
        }
        Object.assign(file, { width: made.width, height: made.height });
        for (const variant of made.variants) createVariant(em, file, variant);
        // A post's hero image shows its size.
        announceChange(em, 'blog');
      }
      return files.length;
    });
    if (!found) return;
  }
}
