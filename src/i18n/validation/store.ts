import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The store's forms' texts (`server/contract/rewards/schemas.ts`), written out so this table loads no zod. */
export const STORE_VALIDATION: ValidationWords = {
  'Please enter your Free Fire UID': () => m['store.validation.uid-required'](),
  'Free Fire UID must be between 6 and 15 digits': () => m['store.validation.uid-length'](),
  'Free Fire UID must contain only numbers': () => m['store.validation.uid-digits'](),
  'Please describe what went wrong': () => m['store.validation.note-required'](),
  // The server writes this number ungrouped (1000), so both languages do.
  'The note must be at most 1000 characters': () => m['store.validation.note-too-long']({ max: '1000' }),
};
