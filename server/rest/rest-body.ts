import { queueOrderSchema } from '#contract/shared-schemas';
import type { RestRequest } from './define-route';

/** REST bodies are checked by the procedure's own zod input; this only hands them over. */
export function unchecked<T>(value: unknown): T {
  return value as T;
}

/** A body's fields, or none when it is not an object. */
export function fields(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A request header's first value. */
export function header(headers: RestRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The procedure's input of a row acting on the record in its path: the body's fields, the path's ids over them. */
export function bodyAndPath<T>({ body, params }: RestRequest): T {
  return unchecked({ ...fields(body), ...params });
}

/**
 * The REST lists keep the original API's documented newest first (`?order=oldest` turns them round);
 * the admin's queues default to oldest first (decision 050). The first documents the query, the second sets it.
 */
export const NEWEST_FIRST = { order: queueOrderSchema.default('newest') };
export const NEWEST_FIRST_QUERY = { order: 'newest' } as const;
