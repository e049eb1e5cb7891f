import type { FastifyInstance } from 'fastify';
import { getProofImage } from '../modules/tasks';
import { proofImagePath } from '#contract/tasks/schemas';
import { idSchema } from '#contract/shared-schemas';
import type { OriginServices } from '../trpc/context';
import { createContext } from '../trpc/create-context';
import { roleRefusal } from '../trpc/init';
import { ROLE_NOT_ALLOWED } from '../rest/openapi';
import { ACCESS } from '#contract/admin-auth/access';
import { sendAppError } from './content-routes';
import { requestInfo } from './request-info';

const ROUTE = proofImagePath(':id');

/** A task submission's screenshot, to a signed-in admin on the admin origin only (never under /uploads/), never shared-cached. */
export function registerTaskProofRoutes(app: FastifyInstance, services: OriginServices): void {
  app.get<{ Params: { id: string } }>(ROUTE, async (request, reply) => {
    try {
      const ctx = await createContext(services, requestInfo(services, 'admin', 'api', request, reply));
      if (!ctx.admin) return reply.code(401).send({ message: 'Admin sign-in required' });
      // Seen while reviewing submissions: as tasks.submissions.
      const refused = roleRefusal(ctx.admin.role, ACCESS.support);
      if (refused) throw refused;
      const id = idSchema.safeParse(request.params.id);
      if (!id.success) return reply.code(404).send({ message: 'Not found' });
      const image = await getProofImage(ctx.deps, { submissionId: id.data });
      return reply.type(image.contentType).header('cache-control', 'private, no-store').header('content-length', String(image.bytes.length)).send(image.bytes);
    } catch (error) {
      return sendAppError(reply, error, app.log);
    }
  });
}

/** The screenshot's path in the admin OpenAPI document (an image, so not a row of the REST table). */
export const TASK_PROOF_OPENAPI_PATH = {
  [proofImagePath('{id}')]: {
    get: {
      operationId: 'getTaskSubmissionProofImage',
      summary: 'A task submission\'s screenshot (PNG, JPEG or WebP), to admins only',
      security: [{ bearerAuth: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'The image', content: { 'image/png': {}, 'image/jpeg': {}, 'image/webp': {} } },
        401: { description: 'Missing, expired or revoked admin token' },
        403: { description: ROLE_NOT_ALLOWED },
        404: { description: 'Unknown submission, or one without a screenshot' },
      },
    },
  },
};
