import proxyAddr from '@fastify/proxy-addr';
import { getCapabilities } from '../capabilities';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { isUserId, type NormalisedPostback, type PostbackReply, type PostbackRequest } from './adapters/adapter';
import { OFFERWALL_ADAPTERS } from './adapters';
import { isLive, readOfferwallProvider } from './provider-settings';
import { recordPostback, type PostbackEffect } from './record-postback';
import { isOfferwallProvider } from '#contract/offerwalls/rules';
import { unstorableTextRefusal } from '../input';

export interface PostbackInput {
  /** The `{provider}` of `/api/postback/{provider}`, as requested. */
  provider: string;
  /** The query's parameters, and a POST's form or JSON fields; null when the body could not be read as fields. */
  params: Record<string, unknown> | null;
  /** Lower-case names, one value each. */
  headers: PostbackRequest['headers'];
  /** The caller's address as the server derives it (behind trusted proxies only, TRUST_PROXY). */
  ip: string;
}

/** Why a postback was refused; `forged` and `ip` are worth a warning in the log (someone is trying). */
export type PostbackRefusal = 'ip' | 'forged' | 'malformed' | 'unknown-user';

export type PostbackOutcome =
  | { result: 'not-found' }
  | { result: 'refused'; refusal: PostbackRefusal; reply: PostbackReply }
  | { result: 'accepted'; effect: PostbackEffect; postback: NormalisedPostback; reply: PostbackReply };

/**
 * One provider postback (decision 022). Unknown, switched-off or secretless providers answer not
 * found; the checks run in order (allow-list, signature, parameters, user) before anything is recorded.
 */
export async function handlePostback(deps: Deps, input: PostbackInput): Promise<PostbackOutcome> {
  if (!isOfferwallProvider(input.provider) || !(await getCapabilities(deps)).offerwalls) return { result: 'not-found' };
  const settings = await readOfferwallProvider(deps, input.provider);
  if (!isLive(settings)) return { result: 'not-found' };
  const adapter = OFFERWALL_ADAPTERS[input.provider];
  if (settings.allowedIps.length > 0 && !proxyAddr.compile(settings.allowedIps)(input.ip, 0)) return { result: 'refused', refusal: 'ip', reply: adapter.replies.forged };

  const params = textParams(input.params);
  if (!params) return { result: 'refused', refusal: 'malformed', reply: adapter.replies.malformed };
  const verification = adapter.verify({ params, headers: input.headers }, settings.secret);
  if (!verification.ok) return { result: 'refused', refusal: verification.problem, reply: adapter.replies[verification.problem] };
  const { postback } = verification;
  if (!isUserId(postback.userId) || !(await userExists(deps, postback.userId))) return { result: 'refused', refusal: 'unknown-user', reply: adapter.replies.unknownUser };

  const effect = await recordPostback(deps, input.provider, settings.holdDays, postback);
  return { result: 'accepted', effect, postback, reply: adapter.replies.accepted };
}

/** Every parameter as one text value; a repeated (array) or nested one makes no postback of any scheme here. */
/** The parameters as text, or null when one is not text or is text PostgreSQL cannot store (a lone surrogate, a NUL): the provider's own "bad request". */
function textParams(params: Record<string, unknown> | null): Record<string, string> | null {
  if (!params || unstorableTextRefusal(params)) return null;
  const entries = Object.entries(params);
  return entries.every((entry): entry is [string, string] => typeof entry[1] === 'string') ? Object.fromEntries(entries) : null;
}

/** A user a credit can go to: one that exists and has not deleted the account. */
async function userExists(deps: Deps, userId: string): Promise<boolean> {
  const [row] = await sql(deps.em, `select 1 from users where id = ? and deleted_at is null`, [userId]);
  return row !== undefined;
}
