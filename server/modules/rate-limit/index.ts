export { consumeRateLimits, type ProcedureRateLimitRule, type RateLimitSubject } from './consume-rate-limit';
export { RATE_LIMITS } from './rules';
