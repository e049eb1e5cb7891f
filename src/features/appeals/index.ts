// What other features and the app shell may use from appeals; the rest is appeals' own (lint enforces it).
export { LazyBlockedAccountAppeal } from './components/lazy-blocked-account-appeal';
