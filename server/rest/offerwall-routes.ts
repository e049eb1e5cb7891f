import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ERROR_TABLE, refuse } from '#contract/errors';
import { adminOfferwallProviderSchema, enabledOfferwallSchema, isOfferwallProvider, OFFERWALLS_MESSAGES, updateOfferwallProviderInputSchema } from '#contract/offerwalls/schemas';
import type { RestRoute } from './define-route';
import { bodyAndPath } from './rest-body';

/** While an admin has the offerwalls switched off (decision 010) they do not exist for the public. */
const OFFERWALLS_OFF = 'Offerwalls are switched off (capabilities.off)';

const { provider: _provider, ...updateBodyShape } = updateOfferwallProviderInputSchema.shape;

/** Offerwalls (issue 18): the walls a signed-in user can open, and the providers' settings for the admin. The postbacks themselves are server/http/postback-routes.ts. */
export const offerwallRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/offerwalls', operationId: 'getEnabledOfferwalls', auth: 'user',
    summary: 'The offerwalls switched on, each with its wall link carrying the signed-in user\'s id (null when the admin set no link)',
    output: z.array(enabledOfferwallSchema), errors: { 404: OFFERWALLS_OFF },
    handle: (caller) => caller.offerwalls.enabled(),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/offerwalls', operationId: 'listOfferwallProviders', auth: 'admin',
    summary: 'Every offerwall provider with its settings, its postback URL and whether a secret is set (never the secret)',
    output: z.array(adminOfferwallProviderSchema),
    handle: (caller) => caller.offerwalls.list(),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/offerwalls/{provider}', operationId: 'updateOfferwallProvider', auth: 'admin',
    summary: 'Save a provider\'s { enabled, secret, holdDays, allowedIps?, wallUrl? }: the secret is write-only (left out, the stored one stays) and required to switch the provider on; audited',
    input: z.object(updateBodyShape), output: adminOfferwallProviderSchema,
    errors: { 404: OFFERWALLS_MESSAGES.providerNotFound },
    handle: async (caller, request) => {
      // A path naming no provider is a 404 like any unknown id, not the body's validation error.
      if (!isOfferwallProvider(request.params.provider ?? '')) {
        const refusal = refuse('offerwalls.provider-not-found');
        throw new TRPCError({ code: ERROR_TABLE[refusal.code].trpc, message: refusal.message, cause: refusal });
      }
      return caller.offerwalls.update(bodyAndPath(request));
    },
  },
];
