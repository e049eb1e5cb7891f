import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_PASSWORD, fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { renderApp } from './render-app';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('signs in and goes to the page named in the redirect parameter, with the header updated', async () => {
    const { user, router } = renderApp('/signin?redirect=%2Faccount', { user: null });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await fillAndSubmit(user, fixtureUser.email, FIXTURE_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('goes to the dashboard when the redirect parameter points to another site', async () => {
    const { user, router } = renderApp('/signin?redirect=%2F%2Fevil.example%2Fsteal', { user: null });
    await fillAndSubmit(user, fixtureUser.email, FIXTURE_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the server message for a wrong password and stays on the page', async () => {
    const { user, router } = renderApp('/signin', { user: null });
    await fillAndSubmit(user, fixtureUser.email, 'not-the-password');

    expect(await screen.findByText('Incorrect e-mail or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows validation messages for empty fields and sends nothing', async () => {
    const signIn = vi.fn(() => ({ user: fixtureUser }));
    const { user } = renderApp('/signin', { user: null, procedures: { 'auth.signIn': signIn } });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows progress text and disables the button while signing in', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderApp('/signin', {
      user: null,
      procedures: {
        'auth.signIn': async () => {
          await gate;
          return { user: fixtureUser };
        },
      },
    });
    await fillAndSubmit(user, fixtureUser.email, FIXTURE_PASSWORD);
    const busy = await screen.findByRole('button', { name: /signing in/i });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: /signing in/i })).not.toBeInTheDocument());
  });

  it('links to password reset and sign-up', async () => {
    renderApp('/signin', { user: null });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});
