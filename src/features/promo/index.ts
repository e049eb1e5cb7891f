// What other features may use from promo; the rest is promo's own (lint enforces it).
export { DailyPromoCard } from './components/daily-promo-card';
