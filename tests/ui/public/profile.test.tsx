import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_PASSWORD, fixtureUser, unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { expectToast, renderApp } from './render-app';

describe('profile dashboard', () => {
  it('sends a visitor to sign in and brings them back after signing in', async () => {
    const { user, router } = renderApp('/profile', { user: null });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toEqual({ redirect: '/profile' });

    await user.type(screen.getByLabelText('Email'), fixtureUser.email);
    await user.type(screen.getByLabelText('Password'), FIXTURE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the member name, e-mail and member-since date of the signed-in user', async () => {
    renderApp('/profile');
    const details = within(await screen.findByRole('region', { name: 'Your details' }));
    expect(details.getByText('Member name').nextElementSibling).toHaveTextContent('Priya Sharma');
    expect(details.getByText('E-mail').nextElementSibling).toHaveTextContent('priya.sharma@example.in');
    expect(details.getByText('Member since').nextElementSibling).toHaveTextContent('14 March 2025');
    expect(screen.queryByText('Verify your e-mail to start earning')).not.toBeInTheDocument();
    const quickLinks = within(screen.getByRole('region', { name: 'Quick links' }));
    expect(quickLinks.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
    expect(quickLinks.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Dashboard · Honest Rewards');
  });

  it('has wallet, history and redeem tiles with the server\'s balance', async () => {
    const { user, router } = renderApp('/profile');
    const wallet = within(await screen.findByRole('region', { name: 'Wallet' }));
    const balanceTile = wallet.getByRole('link', { name: /Wallet balance/ });
    expect(balanceTile).toHaveTextContent('Wallet balance₹50');
    expect(balanceTile).toHaveAttribute('href', '/wallet');
    expect(wallet.getByRole('link', { name: /History/ })).toHaveAttribute('href', '/wallet/history');
    expect(wallet.getByRole('link', { name: /Redeem/ })).toHaveAttribute('href', '/redeem-balance');

    await user.click(balanceTile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('shows a zero balance as ₹0, not a made-up figure', async () => {
    renderApp('/profile', { wallet: { entries: [], requests: [] } });
    const wallet = within(await screen.findByRole('region', { name: 'Wallet' }));
    expect(wallet.getByRole('link', { name: /Wallet balance/ })).toHaveTextContent('Wallet balance₹0');
  });

  it('has the quick links to promo code, redeem history, free rewards and special rewards', async () => {
    renderApp('/profile');
    const quickLinks = within(await screen.findByRole('region', { name: 'Quick links' }));
    expect(quickLinks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Redeem a promo code', '/promocode'],
      ['Redeem history', '/redeem-history'],
      ['Free rewards', '/free-rewards'],
      ['Special rewards', '/special-rewards'],
      ['Profile and security', '/settings'],
      ['Notifications', '/notifications'],
      ['Account settings', '/account'],
      ['Contact support', '/contact'],
    ]);
  });

  it("shows today's promo code and copies it with the Clipboard API", async () => {
    const { user } = renderApp('/profile');
    const card = within(await screen.findByRole('region', { name: "Today's promo code: TODAY10 — worth ₹10" }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(card.getByRole('button', { name: 'Copy Code' }));
    expect(writeText).toHaveBeenCalledWith('TODAY10');
    await expectToast('status', 'Promo code copied to clipboard!');
    expect(await navigator.clipboard.readText()).toBe('TODAY10');
    expect(card.getByRole('link', { name: 'Redeem it now' })).toHaveAttribute('href', '/promocode?code=TODAY10');
  });

  it('copies with a hidden text area where the Clipboard API is missing', async () => {
    const { user } = renderApp('/profile');
    const copyButton = await screen.findByRole('button', { name: 'Copy Code' });
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    let copied: string | null = null;
    const execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? (document.activeElement as HTMLTextAreaElement).value : null;
      return true;
    });
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await user.click(copyButton);
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copied).toBe('TODAY10');
      await expectToast('status', 'Promo code copied to clipboard!');
      // The helper text area is gone and focus is back on the button.
      expect(document.querySelector('textarea')).toBeNull();
      expect(copyButton).toHaveFocus();
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('shows no promo code card when none is scheduled for today, or when it cannot be loaded', async () => {
    renderApp('/profile', { promoCodes: [] });
    await screen.findByRole('region', { name: 'Wallet' });
    expect(screen.queryByText(/Today's promo code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
    cleanup();

    renderApp('/profile', {
      procedures: {
        'promo.daily': () => {
          throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'boom');
        },
      },
    });
    await screen.findByRole('region', { name: 'Wallet' });
    expect(screen.queryByText(/Today's promo code/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toHaveLength(0); // the toasts' alert region is always there, empty
  });

  it('asks an unverified user to verify and resends the e-mail with a toast', async () => {
    const { user } = renderApp('/profile', { user: unverifiedUser });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail to start earning' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await expectToast('status', 'We sent you a new verification e-mail');
  });

  it('shows the server message in an error toast when resending is refused', async () => {
    const { user } = renderApp('/profile', {
      user: unverifiedUser,
      procedures: {
        'auth.resendVerification': () => {
          throw new TrpcFixtureError('TOO_MANY_REQUESTS', 'Too many attempts. Please try again in 10 minutes.');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    await expectToast('alert', 'Too many attempts. Please try again in 10 minutes.');
  });

  it('signs out a user whose session was ended (e.g. blocked) and lands on sign in', async () => {
    const { router } = renderApp('/profile', {
      procedures: {
        'auth.me': () => {
          throw new TrpcFixtureError('UNAUTHORIZED', 'Please sign in to continue');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('a blocked user opening the site afresh is signed out on the sign-in page', async () => {
    // The server revokes a blocked user's sessions, so the session probe answers null.
    const { router } = renderApp('/account', { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/account' });
  });
});
