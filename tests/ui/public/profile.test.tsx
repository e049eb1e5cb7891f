import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, fixtureUser, unverifiedUser } from '../../fixtures/public-fixtures';
import { TrpcFixtureError } from '../../fixtures/trpc-msw';
import { renderApp } from './render-app';

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

  it('shows no invented balance or promo code while the wallet is not open', async () => {
    renderApp('/profile');
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(wallet.textContent).not.toMatch(/₹|\d/);
  });

  it('asks an unverified user to verify and resends the e-mail with a toast', async () => {
    const { user } = renderApp('/profile', { user: unverifiedUser });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail to start earning' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await notifications.findByRole('status')).toHaveTextContent('We sent you a new verification e-mail');
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
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await notifications.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 10 minutes.');
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
