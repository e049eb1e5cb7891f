import { z } from 'zod';
import type { OriginKind } from '../trpc/context';
import type { RestRoute } from './define-route';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
});

/** OpenAPI 3.0 document for one origin, generated from the same table that serves the routes. */
export function buildOpenApiDocument(routes: RestRoute[], origin: OriginKind, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.origin !== origin) continue;
    const method = route.method.toLowerCase();
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    const queryParams =
      route.method === 'GET' && route.input instanceof z.ZodObject
        ? Object.keys(route.input.shape).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }))
        : [];
    const responses: Record<string, unknown> = {
      [String(route.successStatus ?? 200)]: { description: 'Success', content: { 'application/json': { schema: jsonSchema(route.output, 'output') } } },
      400: errorResponse('Invalid input; the message names the field'),
      429: errorResponse('Rate limited; see the Retry-After header'),
    };
    if (route.auth !== 'none') {
      responses[401] = errorResponse('Missing, expired or revoked token');
      responses[403] = errorResponse('Not allowed');
    }
    if (pathParams.length) responses[404] = errorResponse('Unknown id');
    paths[route.path] = {
      ...paths[route.path],
      [method]: {
        summary: route.summary,
        security: route.auth === 'none' ? [] : [{ bearerAuth: [] }],
        parameters: [...pathParams, ...queryParams],
        ...(route.input && route.method !== 'GET'
          ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.input, 'input') } } } }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: origin === 'admin' ? 'Honest Rewards admin API' : 'Honest Rewards API',
      version: '1.0.0',
      description: 'Amounts are rupees (numbers with up to 2 decimals). Errors answer { "message": string } with the HTTP status.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
