// What other features may use from account; the rest is account's own (lint enforces it).
export { AccountPrivacy } from './components/account-privacy';
