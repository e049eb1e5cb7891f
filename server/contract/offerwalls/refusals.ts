import { OFFERWALLS_MESSAGES } from './rules';

export const OFFERWALLS_REFUSALS = {
  'offerwalls.provider-not-found': { status: 'NOT_FOUND', text: OFFERWALLS_MESSAGES.providerNotFound },
  'offerwalls.secret-required': { status: 'BAD_INPUT', text: OFFERWALLS_MESSAGES.secretRequired },
} as const;
