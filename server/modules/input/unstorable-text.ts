import { refuse, type AppError } from '#contract/errors';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (matched per UTF-16 code unit). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

function refusalCodeFor(text: string): 'input.nul-character' | 'input.lone-surrogate' | null {
  if (text.includes('\u0000')) return 'input.nul-character';
  return LONE_SURROGATE.test(text) ? 'input.lone-surrogate' : null;
}

/**
 * The first text PostgreSQL cannot store (NUL, lone surrogate), keys included, or null. An explicit
 * stack: the walk must not depend on the depth bound checked before parsing.
 */
export function unstorableTextRefusal(input: unknown): AppError | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const code = refusalCodeFor(value);
      if (code) return refuse(code, { field: path.join('.') });
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const entries = Object.entries(value);
      // Pushed last to first, so the first key is examined first, as a reader of the message expects.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        const code = refusalCodeFor(key);
        if (code) return refuse(code, { field: path.join('.') });
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/** `text` without its lone surrogates, for text kept rather than refused (an uploaded file's name, which may also be cut mid-pair). */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATES, '');
}
