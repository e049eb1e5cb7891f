import { TRPCClientError } from '@trpc/client';
import { PROOF_IMAGE_FIELD } from '#contract/tasks/rules';
import type { PublicRouter } from '../../../lib/trpc';

/** A REST refusal (`{ message, code }`) as the tRPC client error the kit reads, so it is worded like any other. */
function restError(status: number, body: unknown): TRPCClientError<PublicRouter> {
  const fields = body && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : {};
  const message = typeof fields.message === 'string' ? fields.message : '';
  const code = status === 401 ? 'UNAUTHORIZED' : status === 429 ? 'TOO_MANY_REQUESTS' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  const data = { code, httpStatus: status, path: 'tasks.submit', appCode: typeof fields.code === 'string' ? fields.code : null, params: null, retryAfterSeconds: null, fieldErrors: null };
  return new TRPCClientError(message, { result: { error: { message, code: -32000, data } } } as never);
}

/**
 * Sends a screenshot to `POST /api/tasks/{id}/submissions` as multipart (tRPC cannot carry bytes),
 * with XMLHttpRequest for its progress (0–1). Resolves to the submission's id.
 */
export function uploadProofImage(taskId: string, file: File, onProgress: (fraction: number) => void): Promise<{ id: string }> {
  const body = new FormData();
  body.append(PROOF_IMAGE_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(`/api/tasks/${encodeURIComponent(taskId)}/submissions`, window.location.origin));
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer: unknown = request.response;
      const id = answer && typeof answer === 'object' && '_id' in answer && typeof answer._id === 'string' ? answer._id : null;
      if (request.status >= 200 && request.status < 300 && id) resolve({ id });
      else reject(restError(request.status, answer));
    };
    // A network failure: no status, so the screen shows its own "try again".
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}
