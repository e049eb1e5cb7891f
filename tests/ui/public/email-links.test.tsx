import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureUser, unverifiedUser, VALID_EMAIL_TOKEN } from '../../../src/mocks/fixtures/public-fixtures';
import { refusalError } from '#kit/mocks/trpc-msw';
import { renderApp } from './render-app';

describe('e-mail links', () => {
  it('verifies the e-mail once and links onwards', async () => {
    const verify = vi.fn((_input: { token: string }) => ({ message: 'Your e-mail address is verified' }));
    renderApp(`/verify-email?token=${VALID_EMAIL_TOKEN}`, { user: unverifiedUser, procedures: { 'auth.verifyEmail': verify } });
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/profile');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith({ token: VALID_EMAIL_TOKEN });
  });

  it('a verification link opened again says the address is already verified, and goes on to sign in or the dashboard', async () => {
    renderApp(`/verify-email?token=${VALID_EMAIL_TOKEN}`, { user: null, procedures: { 'auth.verifyEmail': () => { throw refusalError('auth.already-verified'); } } });
    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address is already verified')).toBeInTheDocument();
    expect(screen.queryByText('E-mail not verified')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('opened again while signed in, it goes on to the dashboard', async () => {
    renderApp(`/verify-email?token=${VALID_EMAIL_TOKEN}`, { user: fixtureUser, procedures: { 'auth.verifyEmail': () => { throw refusalError('auth.already-verified'); } } });
    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/profile');
  });

  it('shows the server message for an expired verification link', async () => {
    renderApp('/verify-email?token=expired', { user: null });
    expect(await screen.findByText('This verification link is invalid or has expired')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('always shows the neutral message after asking for a reset link', async () => {
    const { user } = renderApp('/forgot-password', { user: null });
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for this e-mail, we sent a link to reset the password')).toBeInTheDocument();
  });

  it('sets a new password and offers sign-in', async () => {
    const { user } = renderApp(`/reset-password?token=${VALID_EMAIL_TOKEN}`, { user: fixtureUser });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Please sign in again.')).toBeInTheDocument();
    // Every session ended, this browser's too: the header no longer shows the account.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument());
  });

  it('checks the new password before sending it', async () => {
    const reset = vi.fn(() => ({ message: 'unexpected' }));
    const { user } = renderApp(`/reset-password?token=${VALID_EMAIL_TOKEN}`, { user: null, procedures: { 'auth.resetPassword': reset } });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });
});
