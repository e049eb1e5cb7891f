import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OfferwallTransactionKind } from '#contract/offerwalls/rules';

/** A postback as it arrived: its parameters (query, or form/JSON body fields) as text, and its headers (lower-case names). */
export interface PostbackRequest {
  params: Readonly<Record<string, string>>;
  headers: Readonly<Record<string, string | undefined>>;
}

/** What every provider's postback comes down to (issue 18). */
export interface NormalisedPostback {
  /** The provider's id of the conversion; a reversal carries the id of the credit it takes back. */
  externalTxnId: string;
  userId: string;
  rewardPaise: number;
  /** What the provider says it paid us for it, as sent (for the admin's books); null when not sent. */
  payout: string | null;
  status: OfferwallTransactionKind;
}

/** A verified request's content, or why it is refused: a missing or wrong signature, or parameters that make no postback. */
export type Verification = { ok: true; postback: NormalisedPostback } | { ok: false; problem: 'forged' | 'malformed' };

export interface PostbackReply {
  status: number;
  body: string;
}

/** What a provider expects back, per outcome: its "OK" for a new or duplicate transaction, and its refusals. */
export interface PostbackReplies {
  accepted: PostbackReply;
  forged: PostbackReply;
  malformed: PostbackReply;
  unknownUser: PostbackReply;
}

/** One provider: how its postbacks are signed and read, and what it expects back. */
export interface OfferwallAdapter {
  verify(request: PostbackRequest, secret: string): Verification;
  replies: PostbackReplies;
}

/** Hex HMAC-SHA256 of `message` under `secret`. */
export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Compares a sent hex signature with the expected one in constant time (hex letters in either case). */
export function signatureMatches(sent: string | undefined, expectedHex: string): boolean {
  if (!sent) return false;
  const given = Buffer.from(sent.trim().toLowerCase(), 'utf8');
  const expected = Buffer.from(expectedHex, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Parameter names in the byte order of their names, as both schemes sort them. */
export function sortedNames(params: Readonly<Record<string, string>>): string[] {
  return Object.keys(params).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id is our `_id` (a UUID); anything else names nobody, and never reaches a uuid column. */
export function isUserId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
