// What other features may use from security (the sign-in screen enrols a second factor too); the
// rest is security's own (lint enforces it).
export { RecoveryCodesNotice, TwoFactorEnrolment, type Enrolment } from './two-factor-enrolment';
export { TWO_FACTOR_MESSAGES } from './two-factor-messages';
export { secondFactorCodeFieldSchema } from './code-schemas';
