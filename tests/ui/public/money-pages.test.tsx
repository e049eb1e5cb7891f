import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { renderApp } from './render-app';

const SIGNED_IN_PAGES = ['/wallet', '/wallet/history', '/promocode', '/redeem-balance', '/redeem-history', '/special-rewards'];

describe('money pages', () => {
  it.each(SIGNED_IN_PAGES)('sends a visitor opening %s to sign in, with a way back', async (path) => {
    const { router, callsTo } = renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toEqual({ redirect: path });
    // No money was asked for on a visitor's behalf.
    expect(callsTo('wallet.summary')).toEqual([]);
    expect(callsTo('wallet.history')).toEqual([]);
    expect(callsTo('redeem.history')).toEqual([]);
  });

  it('keeps the page number through sign-in', async () => {
    const { user, router } = renderApp('/wallet/history?page=2', { user: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.type(screen.getByLabelText('Email'), fixtureUser.email);
    await user.type(screen.getByLabelText('Password'), FIXTURE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet/history');
    expect(router.state.location.search).toEqual({ page: 2 });
    // The fixture user has 6 entries: one page only.
    expect(await screen.findByText('There are no transactions on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/wallet/history');
  });

  it('special rewards offers the promo code entry point and no VIP card yet', async () => {
    const { user, router } = renderApp('/special-rewards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Special rewards' })).toBeInTheDocument();
    const promo = within(screen.getByRole('region', { name: 'Promo code' }));
    expect(screen.queryByText(/VIP/)).not.toBeInTheDocument();
    await user.click(promo.getByRole('link', { name: 'Redeem a promo code' }));
    expect(await screen.findByLabelText('Promo code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promocode');
  });

  it('the account page opens the real wallet and redeem history pages', async () => {
    const { user, router } = renderApp('/account');
    await user.click(await screen.findByRole('link', { name: 'Wallet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');

    await user.click(screen.getByRole('link', { name: 'My account' }));
    await user.click(await screen.findByRole('link', { name: 'Redeem history' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem history' })).toBeInTheDocument();
  });

  it('the header shows a signed-in user\'s balance, linking to the wallet; visitors see none', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Wallet balance ₹50' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
  });

  it('a visitor sees no balance in the header', async () => {
    renderApp('/', { user: null });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Wallet balance/ })).not.toBeInTheDocument();
  });

  it('the wallet buttons lead to add money, history and withdraw', async () => {
    const { user, router } = renderApp('/wallet');
    await user.click(await screen.findByRole('link', { name: 'Add Money' }));
    expect(await screen.findByLabelText('Promo code')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to wallet' }));
    await user.click(await screen.findByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Back to wallet' }));
    await user.click(await screen.findByRole('link', { name: 'Withdraw' }));
    expect(await screen.findByRole('radiogroup', { name: 'Amount' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redeem-balance');
  });
});
