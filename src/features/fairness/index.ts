// What other features may use from fairness; the rest is fairness's own (lint enforces it).
export { CheckThisPlayLink } from './components/check-this-play-link';
