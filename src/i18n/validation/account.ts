import { m } from '../paraglide/messages';
import type { ValidationWords } from './validation-words';

/** The contact form's texts (`server/contract/contact/schemas.ts`); its name and e-mail rules share the auth table's words. */
export const ACCOUNT_VALIDATION: ValidationWords = {
  'Name must be at most 100 characters': () => m['validation.account.contact-name-too-long'](),
  'Message is required': () => m['validation.account.message-required'](),
  'Message must be at most 5000 characters': () => m['validation.account.message-too-long'](),
};
