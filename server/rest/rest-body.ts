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
