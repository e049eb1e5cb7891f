import { checkEmail, checkRequiredText, type FieldErrors } from '../../lib/validation';

// Mirrors server/modules/contact/schemas.ts.
export type ContactField = 'name' | 'email' | 'message';

export function validateContact(values: Record<ContactField, string>): FieldErrors<ContactField> {
  return {
    name: checkRequiredText(values.name, { label: 'Name', max: 100 }),
    email: checkEmail(values.email),
    message: checkRequiredText(values.message, { label: 'Message', max: 5000 }),
  };
}
