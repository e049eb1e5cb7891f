import { z } from 'zod';
import { accountExportSchema, deleteAccountInputSchema } from '#contract/account/schemas';
import { RATE_LIMITED, type RestRoute } from './define-route';
import { unchecked } from './rest-body';

/**
 * The user's own data (decision 009): the same procedures the account page calls. The export keeps
 * the ledger's integer paise, each such field named `…Paise`, so it reads the same wherever it is
 * downloaded from.
 */
export const accountRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/account/export', operationId: 'exportAccountData', auth: 'user',
    summary: "Everything kept about the signed-in user as one JSON document: profile, sessions, wallet ledger, withdrawal requests, promo redemptions, game plays with their proofs, contact messages sent from the verified address. Amounts are integer paise (fields ending in Paise).",
    output: accountExportSchema, errors: { 429: RATE_LIMITED },
    handle: (caller) => caller.account.export(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/account/delete', operationId: 'deleteAccount', auth: 'user',
    summary: "Delete the signed-in user's account; needs the current password (a wrong one answers 400 and changes nothing). Pending withdrawals are cancelled and refunded, the remaining balance is forfeited, every session ends, personal data is erased or anonymised; ledger entries stay, anonymised.",
    input: deleteAccountInputSchema, output: z.object({ message: z.string() }), errors: { 429: RATE_LIMITED },
    handle: (caller, { body }) => caller.account.delete(unchecked(body)),
  },
];
