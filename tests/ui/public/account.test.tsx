import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, renderApp } from './render-app';

describe('my account', () => {
  it('offers profile settings, wallet, redeem history and logout', async () => {
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile settings' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: 'Redeem history' })).toHaveAttribute('href', '/redeem-history');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('logs out, goes home and the header offers sign-in again', async () => {
    const { user, router, state } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Honest Rewards' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent('Signed out');
    expect(state.user).toBeNull();
  });

  it('signs out on all devices', async () => {
    const { user, router } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out on all devices' }));
    await expectToast('status', 'Signed out on every device');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    const { router } = renderApp('/account', { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/account' });
  });
});
