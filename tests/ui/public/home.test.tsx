import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('home page', () => {
  it('shows the title, tagline and the five tiles linking to their pages', async () => {
    renderApp('/', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Honest Rewards' })).toBeInTheDocument();
    expect(screen.getByText(/free games and daily rewards for gamers in india/i)).toBeInTheDocument();

    const tiles = within(screen.getByRole('region', { name: 'Ways to earn' }));
    const expected: Array<[RegExp, string]> = [
      [/spin & win/i, '/spin-and-win'],
      [/daily login/i, '/daily-login'],
      [/free rewards/i, '/free-rewards'],
      [/daily scratch card/i, '/scratch-card'],
      [/earn & redeem apps/i, '/youtube-app'],
    ];
    expect(tiles.getAllByRole('link')).toHaveLength(5);
    for (const [name, href] of expected) expect(tiles.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(document.title).toBe('Honest Rewards');
  });

  it('makes no invented promises', async () => {
    renderApp('/', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Honest Rewards' });
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\$\s?\d/);
    expect(text).not.toMatch(/iphone/i);
    expect(text).not.toMatch(/10,000\+|users claimed/i);
  });
});
