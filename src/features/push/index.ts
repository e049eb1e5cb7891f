// What other screens may use from push; the rest is push's own (lint enforces it).
export { PushSettings } from './components/lazy-push-settings';
