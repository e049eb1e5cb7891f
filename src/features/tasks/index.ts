// What other features may use from tasks; the rest is tasks' own (lint enforces it).
export { PendingCredits } from './components/pending-credits';
