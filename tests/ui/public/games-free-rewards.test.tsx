import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('Free Rewards hub', () => {
  it('links only to pages that exist, and navigates without a full reload', async () => {
    const { user, router } = renderApp('/free-rewards', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Rewards' })).toBeInTheDocument();
    const cards = within(screen.getByRole('main')).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/redeem-balance', '/guess-number', '/flip-coin', '/spin-and-win', '/scratch-card', '/daily-login']);
    expect(document.body.textContent).not.toMatch(/iphone|\$\s?\d|10,000\+/i);
    const marker = window as unknown as { notReloaded?: boolean };
    marker.notReloaded = true;
    await user.click(screen.getByRole('link', { name: /Flip & Win/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flip & Win' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/flip-coin');
    expect(marker.notReloaded).toBe(true);
  });
});
