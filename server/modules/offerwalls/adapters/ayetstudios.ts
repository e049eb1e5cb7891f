import { MAX_AMOUNT_PAISE } from '#contract/money-schemas';
import { MAX_EXTERNAL_TXN_ID_LENGTH } from '#contract/offerwalls/rules';
import { hmacSha256Hex, signatureMatches, sortedNames, type OfferwallAdapter, type PostbackRequest } from './adapter';

/** PHP's `urlencode` (what `http_build_query` uses by default): all but letters, digits and `-_.` as %XX, a space as `+`. */
function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** ayeT's signed string: `http_build_query` of the parameters sorted by name (decision 022). */
export function ayetSigningString(params: Readonly<Record<string, string>>): string {
  return sortedNames(params)
    .map((name) => `${phpUrlencode(name)}=${phpUrlencode(params[name]!)}`)
    .join('&');
}

/** The prefix ayeT puts before the original conversion's id in a reversal's transaction id. */
const REVERSAL_PREFIX = 'r-';

/**
 * ayeT-Studios callbacks: HMAC-SHA256 in `X-Ayetstudios-Security-Hash`, reversals flagged
 * `is_chargeback=1`. Answer 200 or ayeT resends. Callback URL and details: decision 022.
 */
export const ayetStudiosAdapter: OfferwallAdapter = {
  verify(request: PostbackRequest, secret: string) {
    const { params } = request;
    if (!signatureMatches(request.headers['x-ayetstudios-security-hash'], hmacSha256Hex(secret, ayetSigningString(params)))) return { ok: false, problem: 'forged' };
    const { external_identifier: userId, transaction_id: transactionId, currency_amount: amount, payout_usd: payout, is_chargeback: isChargeback } = params;
    const reversal = isChargeback === '1';
    const externalTxnId = reversal && transactionId?.startsWith(REVERSAL_PREFIX) ? transactionId.slice(REVERSAL_PREFIX.length) : transactionId;
    if (!userId || !externalTxnId || externalTxnId.length > MAX_EXTERNAL_TXN_ID_LENGTH || !amount || !/^-?\d+(\.\d+)?$/.test(amount)) return { ok: false, problem: 'malformed' };
    const rewardPaise = Math.round(Math.abs(Number(amount)));
    if (rewardPaise <= 0 || rewardPaise > MAX_AMOUNT_PAISE) return { ok: false, problem: 'malformed' };
    return { ok: true, postback: { externalTxnId, userId, rewardPaise, payout: payout ? payout.slice(0, 40) : null, status: reversal ? 'reversal' : 'credit' } };
  },
  replies: {
    accepted: { status: 200, body: 'OK' },
    forged: { status: 403, body: 'Invalid security hash' },
    malformed: { status: 400, body: 'Invalid parameters' },
    unknownUser: { status: 400, body: 'Unknown user' },
  },
};
