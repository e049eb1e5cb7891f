// What other features and the app shell may use from auth; the rest is auth's own (lint enforces it).
export { forgetSignedInUser, rememberSignedInUser, requireUser, useSession } from './api/session';
export { UnverifiedEmailBanner, VerifyEmailBanner } from './components/verify-email-banner';
