export { burnPasswordCheck, hashPassword, verifyPassword } from './password';
export { authRouter } from './router';
export { generateSecretToken, hashSecretToken } from './secret-token';
export { type CachedSession, USER_SESSIONS } from './session-cache';
export { resolveUserSession, revokeAllUserSessions, sessionRefreshDue } from './sessions';
export { listLiveSessions, revokeOwnSession } from './session-list';
export { userAgentSummary } from './user-agent-summary';
