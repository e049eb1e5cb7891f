import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { AppError, refuse } from '#contract/errors';
import { asTrpcError } from '../trpc/init';
import { MAX_IMAGE_BYTES } from '#contract/media/image-types';
import type { RestRequest } from '../rest/define-route';

/** A REST row's multipart body: one image within the image cap and a few short text fields, nothing more. */
export const REST_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 8 * 1024, parts: 5, headerPairs: 50 },
  throwFileSizeLimit: true,
};

const UNREADABLE_MESSAGE = 'The form could not be read; please send it again';

/** A multipart body's text fields as the row's body, and its file in `fileField`; a malformed form is bad input. */
export async function readMultipartBody(request: FastifyRequest, fileField: string): Promise<Pick<RestRequest, 'body' | 'file'>> {
  const body: Record<string, string> = {};
  let file: RestRequest['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) throw new AppError('BAD_INPUT', `Send the file in a field named "${fileField}"`);
      file = { bytes: await part.toBuffer(), mimetype: part.mimetype || null };
    }
  } catch (error) {
    throw asRestError(error);
  }
  return { body, file };
}

/** As a procedure's refusal reaches the REST answer: a tRPC error of the refusal's class, the refusal its cause. */
function asRestError(error: unknown): TRPCError {
  if (error instanceof AppError) return asTrpcError(error);
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return asTrpcError(refuse('media.too-large'));
  return asTrpcError(new AppError('BAD_INPUT', UNREADABLE_MESSAGE));
}
