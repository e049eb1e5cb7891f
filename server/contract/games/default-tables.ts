import type { UpdateGameConfigInput } from './schemas';

const TRY_AGAIN = { label: 'Try Again', prizePaise: 0 };

/**
 * The seeded settings (product spec §5). The wheel pays 95 paise a spin on average; scratch pays
 * ₹1.65 a card on average with a top prize of ₹50; guess pays ₹10 to a right guess; the coin ₹2.
 */
export const DEFAULT_GAME_CONFIGS: UpdateGameConfigInput[] = [
  {
    game: 'spin',
    enabled: true,
    dailyBudgetPaise: 200_000,
    limits: { spinsPerDay: 3, maxSpinsPerDay: 5 },
    table: {
      segments: [
        { ...TRY_AGAIN, weight: 13 },
        { label: '₹0.50', prizePaise: 50, weight: 30 },
        { ...TRY_AGAIN, weight: 13 },
        { label: '₹1', prizePaise: 100, weight: 15 },
        { ...TRY_AGAIN, weight: 13 },
        { label: '₹2', prizePaise: 200, weight: 10 },
        { label: '₹5', prizePaise: 500, weight: 3 },
        { label: '₹10', prizePaise: 1000, weight: 3 },
      ],
    },
  },
  {
    game: 'scratch',
    enabled: true,
    dailyBudgetPaise: 200_000,
    limits: {},
    table: {
      segments: [
        { label: 'Better luck tomorrow', prizePaise: 0, weight: 60 },
        { label: '₹1', prizePaise: 100, weight: 25 },
        { label: '₹5', prizePaise: 500, weight: 10 },
        { label: '₹10', prizePaise: 1000, weight: 4 },
        { label: '₹50', prizePaise: 5000, weight: 1 },
      ],
    },
  },
  { game: 'guess', enabled: true, dailyBudgetPaise: 100_000, limits: { attempts: 3, lockHours: 24 }, table: { prizePaise: 1000 } },
  { game: 'flip', enabled: true, dailyBudgetPaise: 100_000, limits: { lockHours: 24 }, table: { prizePaise: 200 } },
  {
    game: 'daily-login',
    enabled: true,
    dailyBudgetPaise: 0,
    limits: {},
    table: { days: [...Array.from({ length: 29 }, () => 100), 2000] },
  },
];
