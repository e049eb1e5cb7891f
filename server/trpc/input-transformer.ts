import superjson from 'superjson';
import { MAX_JSON_NESTING_DEPTH } from '../http/json-nesting';

/** The only non-JSON values our inputs carry; other superjson annotations (some of whose revivers misbehave) are refused first. */
const ALLOWED_INPUT_TYPES = new Set(['Date', 'undefined']);

export const MALFORMED_INPUT_MESSAGE = 'Malformed request input';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * superjson's `meta.values` tree: at a node either `[type]`, `[type, children]` or a plain object
 * of child trees; `type` must be one we accept. Walked with an explicit stack and a depth bound.
 */
function annotationsAllowed(values: unknown): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: values, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_JSON_NESTING_DEPTH) return false;
    if (Array.isArray(node)) {
      const [type, children, ...rest] = node as unknown[];
      if (rest.length || typeof type !== 'string' || !ALLOWED_INPUT_TYPES.has(type)) return false;
      if (children !== undefined) {
        if (!isPlainObject(children)) return false;
        for (const child of Object.values(children)) stack.push({ node: child, depth: depth + 1 });
      }
    } else if (isPlainObject(node)) {
      for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
    } else {
      return false;
    }
  }
  return true;
}

/** Deserialises our SPAs' superjson input, refusing unknown annotations and shared references (a 400). */
export const inputTransformer = {
  serialize: (value: unknown) => superjson.serialize(value),
  deserialize: (value: unknown): unknown => {
    if (!isPlainObject(value)) throw new Error(MALFORMED_INPUT_MESSAGE);
    const { json, meta } = value;
    if (meta === undefined) return json;
    if (!isPlainObject(meta) || meta.referentialEqualities !== undefined) throw new Error(MALFORMED_INPUT_MESSAGE);
    if (meta.values !== undefined && !annotationsAllowed(meta.values)) throw new Error(MALFORMED_INPUT_MESSAGE);
    try {
      return superjson.deserialize({ json: json as never, meta: { values: meta.values as never } });
    } catch {
      throw new Error(MALFORMED_INPUT_MESSAGE);
    }
  },
};
