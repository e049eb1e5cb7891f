import { TRPCClientError } from '@trpc/client';
import { PROOF_IMAGE_FIELD } from '#contract/tasks/rules';
import type { PublicRouter } from '../../../lib/trpc';

/**
 * A REST refusal (`{ message, code }`, server/http/create-origin-app.ts) as the tRPC client error the
 * kit reads, so the screenshot's refusals are worded by their code (`messageFor`, `appCodeOf`) exactly
 * like every other call's. Only the classes the kit tells apart are named.
 */
function restError(status: number, body: unknown): TRPCClientError<PublicRouter> {
  const fields = body && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : {};
  const message = typeof fields.message === 'string' ? fields.message : '';
  const code = status === 401 ? 'UNAUTHORIZED' : status === 429 ? 'TOO_MANY_REQUESTS' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  const data = { code, httpStatus: status, path: 'tasks.submit', appCode: typeof fields.code === 'string' ? fields.code : null, params: null, retryAfterSeconds: null, fieldErrors: null };
  return new TRPCClientError(message, { result: { error: { message, code: -32000, data } } } as never);
}

/**
 * Sends a screenshot task's proof to `POST /api/tasks/{id}/submissions` as multipart (the JSON wire
 * of tRPC cannot carry the bytes), with the session cookie, reporting the upload's progress (0–1):
 * fetch cannot, XMLHttpRequest can. Resolves to the new submission's id; rejects with the refusal.
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
