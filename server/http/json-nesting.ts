/** Real inputs nest about 8 levels; deeper JSON is refused before parsing, so nothing can exhaust the stack. */
export const MAX_JSON_NESTING_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `Request is nested too deeply (at most ${MAX_JSON_NESTING_DEPTH} levels)`;

/** Whether JSON text nests deeper than `maxDepth`, in one pass without parsing (strings skipped; malformed text left to the parser). */
export function jsonNestsDeeperThan(text: string, maxDepth: number = MAX_JSON_NESTING_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return false;
}

/** The same bound for values that are already parsed (no recursion: an explicit stack; bytes, such as an uploaded file, are a leaf). */
export function valueNestsDeeperThan(value: unknown, maxDepth: number = MAX_JSON_NESTING_DEPTH): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (!current || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
