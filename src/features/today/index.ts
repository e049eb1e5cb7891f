// What the app shell and other features may use from today; the rest is today's own (lint enforces it).
export { HomeToday } from './components/home-today';
export { TodayChip } from './components/today-chip';
