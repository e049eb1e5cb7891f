/** Security's public face: the sign-in screen enrols a second factor too. */
export { RecoveryCodesNotice, TwoFactorEnrolment, type Enrolment } from './two-factor-enrolment';
export { TWO_FACTOR_MESSAGES } from './two-factor-messages';
export { secondFactorCodeFieldSchema } from './second-factor-code';
