import { consumeRateLimits, type ProcedureRateLimitRule, type RateLimitSubject } from '../modules/rate-limit';
import type { Context } from './context';

interface Call<Result> {
  ctx: Pick<Context, 'deps' | 'request'>;
  input: unknown;
  next: () => Result;
}

/** What counting by each subject needs of the call: a signed-in user, or an input naming an e-mail address. */
interface SubjectNeeds {
  ip: unknown;
  user: { ctx: { user: { id: string } } };
  email: { input: { email: string } };
}

type AllOf<Union> = (Union extends unknown ? (part: Union) => void : never) extends (whole: infer Every) => void ? Every : never;

const SUBJECTS: { [Subject in RateLimitSubject]: (call: Call<unknown> & SubjectNeeds[Subject]) => string } = {
  ip: ({ ctx }) => ctx.request.ip,
  user: ({ ctx }) => ctx.user.id,
  email: ({ input }) => input.email,
};

/**
 * A procedure's rate limits as middleware, after its input, sign-in and capability checks, so only an
 * allowed call counts; over a limit: 429 with Retry-After. Types refuse per-user/per-e-mail rules where no user/email exists.
 */
export function rateLimit<const Rules extends readonly ProcedureRateLimitRule[]>(...rules: Rules) {
  return async <Result>(call: Call<Result> & AllOf<SubjectNeeds[Rules[number]['per']]>): Promise<Awaited<Result>> => {
    // Each rule's need is part of the call's type above.
    const subjectOf = (rule: ProcedureRateLimitRule) => (SUBJECTS[rule.per] as (call: Call<Result>) => string)(call);
    await consumeRateLimits(call.ctx.deps, rules.map((rule) => [rule, subjectOf(rule)]));
    return await call.next();
  };
}
