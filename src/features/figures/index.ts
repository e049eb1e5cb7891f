// What the app shell and other features may use from figures; the rest is figures' own (lint enforces it).
export { LiveTicker } from './components/lazy-live-ticker';
export { TickerAsk, TickerOptOut } from './components/lazy-ticker-opt-out';
