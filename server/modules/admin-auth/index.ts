export { resolveAdminSession } from './admin-sessions';
export { type AdminBootstrap, createAdmin, ensureBootstrapAdmin, MIN_ADMIN_PASSWORD_LENGTH } from './create-admin';
export { resetAdminTwoFactor } from './reset-admin-two-factor';
export { setAdminRole } from './set-admin-role';
export { adminAuthRouter } from './router';
export { adminAccountsRouter, myAdminAccountRouter } from './accounts-router';
