export const CONTACT_REFUSALS = {
  'contact.not-found': { status: 'NOT_FOUND', text: 'Message not found' },
} as const;
