// What the app shell and other features may use from today; the rest is today's own (lint enforces it).
export { HomeToday, TodayChip } from './components/lazy-today';
