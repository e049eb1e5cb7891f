/** REST bodies are checked by the procedure's own zod input; this only hands them over. */
export function unchecked<T>(value: unknown): T {
  return value as T;
}

/** A body's fields, or none when it is not an object. */
export function fields(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** REST names a resource's id `_id`, as the original API did. */
export function withRestId<T extends { id: string }>({ id, ...rest }: T) {
  return { _id: id, ...rest };
}
