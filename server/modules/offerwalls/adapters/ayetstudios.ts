import { MAX_AMOUNT_PAISE } from '#contract/money-schemas';
import { MAX_EXTERNAL_TXN_ID_LENGTH } from '#contract/offerwalls/rules';
import { hmacSha256Hex, signatureMatches, sortedNames, type OfferwallAdapter, type PostbackRequest } from './adapter';

/** PHP's `urlencode` (what `http_build_query` uses by default): all but letters, digits and `-_.` as %XX, a space as `+`. */
function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * ayeT's signed string: PHP's `http_build_query` of the request parameters sorted by name (`ksort`),
 * as their current page shows it. (An older copy of the page URL-encoded each value once more first;
 * for what a callback carries here — hex ids, UUIDs, decimal amounts and 0/1 — both give the same string.)
 */
export function ayetSigningString(params: Readonly<Record<string, string>>): string {
  return sortedNames(params)
    .map((name) => `${phpUrlencode(name)}=${phpUrlencode(params[name]!)}`)
    .join('&');
}

/** The prefix ayeT puts before the original conversion's id in a reversal's transaction id. */
const REVERSAL_PREFIX = 'r-';

/**
 * ayeT-Studios offerwall callbacks, as documented at docs.ayetstudios.com ("Callback Verification →
 * HMAC Security Hash", and "Offerwall Callbacks → Enabling & Processing Reversal Callbacks"):
 * every callback carries the header `X-Ayetstudios-Security-Hash`, the hex HMAC-SHA256 under the
 * publisher API key (the secret set here) of the request parameters sorted by name and joined as
 * `http_build_query` does; a reversal (chargeback) has `is_chargeback=1`, a negative amount and the
 * original transaction id with `r-` in front; the server must answer 200, or ayeT resends it
 * 12 times over an hour.
 *
 * The placement's callback URL, set in ayeT's dashboard (its currency configured as 1 unit = 1 paisa):
 * `/api/postback/ayetstudios?external_identifier={external_identifier}&transaction_id={transaction_id}&currency_amount={currency_amount}&payout_usd={payout_usd}&is_chargeback={is_chargeback}`,
 * with the user's `_id` as `external_identifier` in the wall link.
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
