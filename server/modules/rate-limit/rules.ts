import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../clock';
import type { ProcedureRateLimitRule, RateLimitRule } from './consume-rate-limit';

export const RATE_LIMITS = {
  signInPerIp: { per: 'ip', name: 'sign-in-ip', limit: 20, windowMs: 15 * MINUTE_MS },
  signInPerEmail: { per: 'email', name: 'sign-in-email', limit: 8, windowMs: 15 * MINUTE_MS },
  signUpPerIp: { per: 'ip', name: 'sign-up-ip', limit: 10, windowMs: HOUR_MS },
  passwordResetPerIp: { per: 'ip', name: 'reset-ip', limit: 10, windowMs: HOUR_MS },
  passwordResetPerEmail: { per: 'email', name: 'reset-email', limit: 3, windowMs: HOUR_MS },
  verificationMailPerUser: { per: 'user', name: 'verify-mail-user', limit: 5, windowMs: HOUR_MS },
  /** Account settings (issue 30): each try checks the current password, so a stolen session cannot guess it. */
  passwordCheckPerUser: { per: 'user', name: 'password-check-user', limit: 10, windowMs: 15 * MINUTE_MS },
  /** Each e-mail change mails two addresses. */
  emailChangePerUser: { per: 'user', name: 'email-change-user', limit: 5, windowMs: HOUR_MS },
  contactPerIp: { per: 'ip', name: 'contact-ip', limit: 5, windowMs: 10 * MINUTE_MS },
  promoPerUser: { per: 'user', name: 'promo-user', limit: 10, windowMs: MINUTE_MS },
  promoPerIp: { per: 'ip', name: 'promo-ip', limit: 30, windowMs: MINUTE_MS },
  withdrawalPerUser: { per: 'user', name: 'withdrawal-user', limit: 200, windowMs: HOUR_MS },
  /** Buying from the store: far above a person's shopping, low enough to stop a script draining the stock. */
  rewardOrderPerUser: { per: 'user', name: 'reward-order-user', limit: 30, windowMs: HOUR_MS },
  /** Handing in tasks: more than a person does by hand in an hour, few enough that a script cannot flood the review queue. */
  taskSubmissionPerUser: { per: 'user', name: 'task-submission-user', limit: 30, windowMs: HOUR_MS },
  /** Each VIP order is a call to Razorpay: more than a person retrying a payment, few enough that a script cannot flood the API. */
  vipOrderPerUser: { per: 'user', name: 'vip-order-user', limit: 10, windowMs: HOUR_MS },
  /** Each reveal decrypts a code and is logged; a person opens a code a few times. */
  rewardRevealPerUser: { per: 'user', name: 'reward-reveal-user', limit: 30, windowMs: 10 * MINUTE_MS },
  rewardReportPerUser: { per: 'user', name: 'reward-report-user', limit: 10, windowMs: HOUR_MS },
  /** Core Web Vitals beacons (issue 29): a page hidden once per visit or tab switch; far above a person browsing, low enough that a script cannot skew the histograms. */
  vitalsPerIp: { per: 'ip', name: 'vitals-ip', limit: 60, windowMs: 10 * MINUTE_MS },
  /** Asking for a review (decision 043): a person contests a few items a day; a script cannot flood the admin's queue. */
  appealPerUser: { per: 'user', name: 'appeal-user', limit: 5, windowMs: DAY_MS },
  /** A blocked account's review, asked with its password: like sign-in's guards, and a few a day per address. */
  blockedAppealPerIp: { per: 'ip', name: 'blocked-appeal-ip', limit: 10, windowMs: HOUR_MS },
  blockedAppealPerEmail: { per: 'email', name: 'blocked-appeal-email', limit: 3, windowMs: DAY_MS },
  adminSignInPerIp: { per: 'ip', name: 'admin-sign-in-ip', limit: 10, windowMs: 15 * MINUTE_MS },
  /** Invitation links (decision 051): opening and accepting one, per address; a token is too long to guess, this stops a script trying. */
  adminInvitationPerIp: { per: 'ip', name: 'admin-invitation-ip', limit: 20, windowMs: 15 * MINUTE_MS },
  /** An admin's own password change checks the current password: counted per admin, so a stolen session cannot guess it. */
  adminPasswordChangePerAdmin: { name: 'admin-password-change-admin', limit: 5, windowMs: 15 * MINUTE_MS },
  /** Second-factor codes per admin, counted only after a right password: 5 guesses at a 6-digit code in 15 minutes. */
  adminSecondFactorPerAdmin: { name: 'admin-2fa-admin', limit: 5, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, ProcedureRateLimitRule | RateLimitRule>;
