import { MediaFile } from '../../../db/entities';
import { refuse } from '../../errors';
import type { Deps } from '../deps';
import { EXTENSION_BY_TYPE } from './image-types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An image by its file name (`<id>.<ext>`); the extension must be the stored type's, so one image has one URL. */
export async function getImage(deps: Deps, input: { fileName: string }) {
  const [id, extension, ...rest] = input.fileName.split('.');
  if (!id || !UUID.test(id) || !extension || rest.length) throw refuse('media.not-found');
  const file = await deps.em.findOne(MediaFile, { id }, { populate: ['bytes'] });
  if (!file || EXTENSION_BY_TYPE[file.contentType] !== extension) throw refuse('media.not-found');
  return { contentType: file.contentType, bytes: Buffer.from(file.bytes), sha256: file.sha256, sizeBytes: file.sizeBytes };
}
