import { MAX_AMOUNT_PAISE } from '#contract/money-schemas';
import { MAX_EXTERNAL_TXN_ID_LENGTH } from '#contract/offerwalls/rules';
import { hmacSha256Hex, signatureMatches, sortedNames, type OfferwallAdapter, type PostbackRequest } from './adapter';

/** Every parameter sorted by name as `name=value`, joined with `&`, values raw (as received, not URL-encoded). */
export function genericSigningString(params: Readonly<Record<string, string>>): string {
  return sortedNames(params)
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/**
 * Our own scheme (issue 18): `user_id`, `txn_id`, `reward` (paise), `status`, optional `payout`,
 * signed in `X-Signature` (decision 022).
 */
export const genericAdapter: OfferwallAdapter = {
  verify(request: PostbackRequest, secret: string) {
    const { params } = request;
    if (!signatureMatches(request.headers['x-signature'], hmacSha256Hex(secret, genericSigningString(params)))) return { ok: false, problem: 'forged' };
    const { user_id: userId, txn_id: externalTxnId, reward, status, payout } = params;
    if (!userId || !externalTxnId || externalTxnId.length > MAX_EXTERNAL_TXN_ID_LENGTH || !reward || !/^\d{1,9}$/.test(reward)) return { ok: false, problem: 'malformed' };
    const rewardPaise = Number(reward);
    if (rewardPaise <= 0 || rewardPaise > MAX_AMOUNT_PAISE || (status !== 'credit' && status !== 'reversal')) return { ok: false, problem: 'malformed' };
    return { ok: true, postback: { externalTxnId, userId, rewardPaise, payout: payout ? payout.slice(0, 40) : null, status } };
  },
  replies: {
    accepted: { status: 200, body: 'OK' },
    forged: { status: 403, body: 'INVALID_SIGNATURE' },
    malformed: { status: 400, body: 'BAD_REQUEST' },
    unknownUser: { status: 400, body: 'UNKNOWN_USER' },
  },
};
