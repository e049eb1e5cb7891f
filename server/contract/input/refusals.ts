/**
 * Text PostgreSQL cannot store, refused where the input is read (`unstorable-text.ts`) so no
 * operation ever sees it. `field` is the input's dotted path ('' for the whole input).
 */
const fieldName = ({ field }: { field: string }) => field || 'Input';

export const INPUT_REFUSALS = {
  // A text column refuses NUL outright.
  'input.nul-character': { status: 'BAD_INPUT', text: (params: { field: string }) => `${fieldName(params)} must not contain a NUL character` },
  // A text column would store U+FFFD in its place without a word; a jsonb column (the audit log) refuses its escape.
  'input.lone-surrogate': { status: 'BAD_INPUT', text: (params: { field: string }) => `${fieldName(params)} must not contain a broken character (an unpaired UTF-16 surrogate)` },
} as const;
