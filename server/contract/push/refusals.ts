import { PUSH_MESSAGES } from './rules';

export const PUSH_REFUSALS = {
  'push.endpoint-not-allowed': { status: 'BAD_INPUT', text: PUSH_MESSAGES.endpointNotAllowed },
} as const;
