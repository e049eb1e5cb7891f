import type { AnyRouter } from '@trpc/server';
import { z, type ZodType } from 'zod';
import { adminRouter, publicRouter } from '../../server/trpc/routers';
import type { TestServer } from './harness';

/**
 * The API as the server itself describes it, for the suites generated from it (fuzz-api and
 * authorization-matrix): every tRPC procedure of both routers, and every REST operation of both
 * OpenAPI documents. A procedure or path added tomorrow is fuzzed and authorization-checked
 * without anyone editing those suites.
 */

export type Origin = 'public' | 'admin';

export interface ProcedureInfo {
  origin: Origin;
  /** Dotted path, as in /trpc/<path>. */
  path: string;
  type: 'query' | 'mutation';
  /** The zod input schema, or undefined for a procedure that takes no input. */
  input: ZodType | undefined;
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs?: unknown[];
}

export const ROUTERS: Record<Origin, AnyRouter> = { public: publicRouter, admin: adminRouter };

/** Every procedure of one origin's router, walked from `_def.procedures` (the flat path → procedure map). */
export function listProcedures(origin: Origin): ProcedureInfo[] {
  const procedures = ROUTERS[origin]._def.procedures as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const { type, inputs = [] } = procedure._def;
    if (type === 'subscription') throw new Error(`${origin} ${path}: subscriptions are not covered by the generated suites`);
    return { origin, path, type, input: inputs[0] as ZodType | undefined };
  });
}

export function findProcedure(origin: Origin, path: string): ProcedureInfo | undefined {
  return listProcedures(origin).find((procedure) => procedure.path === path);
}

/** A JSON schema as the OpenAPI documents (and zod's toJSONSchema) write them; only what the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
}

export interface RestOperation {
  origin: Origin;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: /api/admin/users/{id}/toggle-block */
  path: string;
  /** Whether the document asks for a bearer token. */
  secured: boolean;
  pathParams: string[];
  queryParams: string[];
  /** The request body's media type and schema, when the operation takes a body. */
  body?: { contentType: string; schema: JsonSchema };
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ name: string; in: 'path' | 'query' }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every operation of an origin's /api/openapi.json, read over HTTP as an API client would. */
export async function readOpenApiOperations(t: TestServer, origin: Origin): Promise<RestOperation[]> {
  const response = await t.request(origin, { method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`${origin} /api/openapi.json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: RestOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        origin,
        method: method.toUpperCase() as RestOperation['method'],
        path,
        secured: (operation.security ?? []).length > 0,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      });
    }
  }
  return operations;
}

/** A procedure's input as JSON schema: the conversion the OpenAPI documents use (server/rest/openapi.ts), input side. */
export function inputJsonSchema(procedure: ProcedureInfo): JsonSchema | undefined {
  return procedure.input ? (z.toJSONSchema(procedure.input, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema) : undefined;
}

/** The property names a schema can have, through unions (a discriminated union lists each branch's). */
export function schemaProperties(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) {
    for (const name of schemaProperties(branch)) names.add(name);
  }
  return [...names];
}

/** A schema and the schemas its unions offer. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  return [schema, ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap(alternatives)];
}

/**
 * Every property a value can hold down to `depth` levels, as paths: `['partners', 0, 'name']` is
 * the name of the first sponsored partner. Nested fields get their own wrong values, not only
 * the top-level ones.
 */
export function schemaPropertyPaths(schema: JsonSchema | undefined, depth = 3): Array<Array<string | number>> {
  if (!schema || depth === 0) return [];
  const paths = new Map<string, Array<string | number>>();
  for (const name of schemaProperties(schema)) {
    paths.set(name, [name]);
    for (const child of alternatives(schema).map((alternative) => alternative.properties?.[name]).filter((found): found is JsonSchema => !!found)) {
      for (const option of alternatives(child)) {
        const nested = [
          ...schemaPropertyPaths(option.properties ? option : undefined, depth - 1),
          ...(option.items ? [[0], ...schemaPropertyPaths(option.items, depth - 1).map((path) => [0, ...path])] : []),
        ];
        for (const path of nested) paths.set([name, ...path].join('.'), [name, ...path]);
      }
    }
  }
  return [...paths.values()];
}

/** `base` with `value` put at `path`, creating the objects and arrays on the way. */
export function withValueAt(base: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = structuredClone(base);
  let container: Record<string | number, unknown> = root;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      container[segment] = value;
      return;
    }
    const next = path[index + 1];
    if (!container[segment] || typeof container[segment] !== 'object') container[segment] = typeof next === 'number' ? [] : {};
    container = container[segment] as Record<string | number, unknown>;
  });
  return root;
}

/**
 * For a union told apart by one property that each branch fixes to a single value (the game
 * settings: `game: 'spin' | 'guess' | …`), that property and the first branch's value, so a
 * generated input reaches the branch's own validation instead of stopping at "which branch".
 */
export function discriminatorOf(schema: JsonSchema | undefined): Record<string, unknown> {
  const branches = schema?.oneOf ?? schema?.anyOf;
  const first = branches?.[0]?.properties;
  if (!branches || !first) return {};
  for (const [name, property] of Object.entries(first)) {
    if (branches.every((branch) => branch.properties?.[name]?.enum?.length === 1)) return { [name]: property.enum![0] };
  }
  return {};
}

/** A valid id no row has: it passes validation and then finds nothing, so nothing can change. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** What each path parameter holds unless a test says otherwise; a new parameter name needs a value here. */
export const PATH_DEFAULTS: Record<string, string> = { id: UNKNOWN_ID, slug: 'about', game: 'spin', provider: 'generic' };

/** `{id}` → the value to put in a URL. */
export function fillPath(path: string, values: Record<string, string> = PATH_DEFAULTS): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}: add one to PATH_DEFAULTS`);
    return value;
  });
}
