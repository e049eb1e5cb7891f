import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('Free Rewards hub', () => {
  it('links only to pages that exist, and navigates without a full reload', async () => {
    const { user, router } = renderApp('/free-rewards', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Rewards' })).toBeInTheDocument();
    // Cards here are paid from the wallet (a withdrawal, gift cards): the page says what is free, not "everything".
    expect(screen.getByText(/Every game here is free to play: prizes are paid into your wallet, and what you redeem is paid from it\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Everything here is free/);
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
