// What the app shell may use from notifications; the rest is the feature's own (lint enforces it).
export { LazyNotificationBell } from './components/lazy-notification-bell';
