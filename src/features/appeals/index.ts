// What other features and the app shell may use from appeals; the rest is appeals' own (lint enforces it).
export { BlockedAccountAppeal } from './components/blocked-account-appeal';
export { ReviewLink } from './components/review-link';
