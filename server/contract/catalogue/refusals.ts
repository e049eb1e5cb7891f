import { CATALOGUE_MESSAGES } from './schemas';

export const CATALOGUE_REFUSALS = {
  'catalogue.not-found': { status: 'NOT_FOUND', text: CATALOGUE_MESSAGES.notFound },
} as const;
