import { z } from 'zod';
import type { OriginKind } from '../trpc/context';
import { takesBody, type RestRoute } from './define-route';
import { CSV_OPENAPI_CONTENT } from './csv-export';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * A whole number checked before a range (`pipe(z.number().int()).pipe(z.number().min(1))`): zod
 * writes the last stage, a plain number, but a client may only send an integer.
 */
function isWholeNumber(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as z.core.$ZodTypeDef & { in?: z.core.$ZodType; out?: z.core.$ZodType; innerType?: z.core.$ZodType; checks?: z.core.$ZodCheck[] };
  if (def.type === 'number') return (def.checks ?? []).some((check) => (check._zod.def as { format?: string }).format === 'safeint');
  if (def.type === 'pipe') return [def.in, def.out].some((stage) => stage !== undefined && isWholeNumber(stage));
  return def.innerType !== undefined && isWholeNumber(def.innerType);
}

/**
 * A REST answer carries a Date as its JSON form, an ISO 8601 string; zod cannot represent a Date
 * in JSON Schema, and left alone it becomes `{}` (generated clients then see `unknown`, and
 * `{ nullable: true }` without a type is invalid OpenAPI 3.0).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
    override: ({ zodSchema, jsonSchema: generated }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(generated, { type: 'string', format: 'date-time' });
      if (generated.type === 'number' && isWholeNumber(zodSchema)) generated.type = 'integer';
    },
  });
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 1 } } };

/** Every admin row's 403 (decision 046): a signed-in admin whose role may not call it. */
export const ROLE_NOT_ALLOWED = 'Role not allowed: this admin\'s role may not do this; the message names the role(s) that may (refusal admin-auth.role-required)';

function errorResponse(description: string, withRetryAfter = false) {
  return { description, ...(withRetryAfter ? { headers: RETRY_AFTER } : {}), content: { 'application/json': { schema: ERROR_REF } } };
}

/**
 * Query parameters as a client writes them: their parsed (output) type, so `?page=2` is an
 * integer, an enum stays an enum; required only when the input schema needs it.
 */
function queryParameters(route: RestRoute) {
  if (route.method !== 'GET' || !(route.input instanceof z.ZodObject)) return [];
  const required = new Set(jsonSchema(route.input, 'input').required ?? []);
  const properties = jsonSchema(route.input, 'output').properties ?? {};
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

function responsesFor(route: RestRoute) {
  const responses: Record<string, unknown> = {
    [String(route.successStatus ?? 200)]: {
      description: route.csv ? 'Success: JSON, or with `Accept: text/csv` the whole list as a CSV attachment' : 'Success',
      content: { 'application/json': { schema: jsonSchema(route.output, 'output') }, ...(route.csv ? CSV_OPENAPI_CONTENT : {}) },
      ...(route.csv ? { headers: { 'Content-Disposition': { description: 'CSV only: attachment; filename="<list>-<IST date>.csv"', schema: { type: 'string' } } } } : {}),
    },
    400: errorResponse('Invalid input; the message names the field'),
  };
  if (route.accepted) responses[202] = { description: route.accepted.description, content: { 'application/json': { schema: jsonSchema(route.accepted.output, 'output') } } };
  if (route.auth !== 'none') {
    responses[401] = errorResponse('Missing, expired or revoked token');
    responses[403] = errorResponse(route.auth === 'admin' ? ROLE_NOT_ALLOWED : 'Account blocked, or e-mail address not verified where required');
  }
  if (route.path.includes('{')) responses[404] = errorResponse('Unknown id');
  if (takesBody(route)) responses[413] = errorResponse('Request body is larger than 64 KB');
  for (const [status, description] of Object.entries(route.errors ?? {})) responses[status] = errorResponse(description, status === '429');
  responses[503] = errorResponse('The database is briefly unavailable; retry after the Retry-After header', true);
  return responses;
}

/** A row that also takes a file: its JSON fields as text parts, and the file as a binary part. */
function multipartContent(route: RestRoute) {
  if (!route.multipart || !route.input) return {};
  const fields = jsonSchema(route.input, 'input');
  const properties = { ...fields.properties, [route.multipart.fileField]: { type: 'string', format: 'binary', description: route.multipart.description } };
  return { 'multipart/form-data': { schema: { type: 'object', properties } } };
}

/** OpenAPI 3.0 document for one origin, generated from the same table that serves the routes. */
export function buildOpenApiDocument(routes: RestRoute[], origin: OriginKind, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.origin !== origin) continue;
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    const headerParams = route.idempotencyKey
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: route.idempotencyKey === 'required',
            description: `Any 8–100 characters of A–Z a–z 0–9 _ . : -; a retry with the same key answers the first result${route.idempotencyKey === 'required' ? ', the same key with a different input is refused (409)' : ''}`,
            schema: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' },
          },
        ]
      : [];
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: {
        operationId: route.operationId,
        summary: route.summary,
        security: route.auth === 'none' ? [] : [{ bearerAuth: [] }],
        parameters: [...pathParams, ...queryParameters(route), ...headerParams],
        ...(route.input && takesBody(route) ? { requestBody: { required: !route.bodyOptional, content: { 'application/json': { schema: jsonSchema(route.input, 'input') }, ...multipartContent(route) } } } : {}),
        responses: responsesFor(route),
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: origin === 'admin' ? 'Honest Rewards admin API' : 'Honest Rewards API',
      version: '1.0.0',
      description: 'Amounts are rupees (numbers with up to 2 decimals). Errors answer { "message": string } with the HTTP status, plus `code` for a refusal a client can act on (and `field` when it is about one input field).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string', description: 'English text, fit to show' },
            code: { type: 'string', description: "The refusal's code (e.g. promo.already-used), when it has one" },
            field: { type: 'string', description: 'The input field a refusal is about, as a dotted path (e.g. input.lone-surrogate: text with a broken character)' },
          },
          required: ['message'],
        },
      },
    },
    paths,
  };
}
