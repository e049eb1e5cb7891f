import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { expectToast, renderApp } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User, values: { name: string; email: string; password: string; confirm: string; adult?: boolean; terms?: boolean }) {
  await user.type(await screen.findByLabelText('Name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  if (values.adult !== false) await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
  if (values.terms !== false) await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

describe('sign up', () => {
  it('shows the server-side messages for every missing field and sends nothing', async () => {
    const register = vi.fn(() => ({ message: 'should not be called' }));
    const { user } = renderApp('/signup', { user: null, procedures: { 'auth.register': register } });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('You must confirm that you are 18 or older')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the e-mail format, password length and the confirmation', async () => {
    const register = vi.fn(() => ({ message: 'should not be called' }));
    const { user } = renderApp('/signup', { user: null, procedures: { 'auth.register': register } });
    await fillForm(user, { name: 'Kavya', email: 'kavya@', password: 'short', confirm: 'different', terms: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
    expect(screen.queryByText('You must confirm that you are 18 or older')).not.toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows the server message when the e-mail already has an account', async () => {
    const { user } = renderApp('/signup', { user: null });
    await fillForm(user, { name: 'Priya', email: fixtureUser.email, password: 'a-long-password', confirm: 'a-long-password' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An account with this e-mail already exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('creates the account, signs the person in and lands on the profile, which asks for the verified address', async () => {
    const { user, state, router } = renderApp('/signup', { user: null });
    await fillForm(user, { name: 'Kavya Iyer', email: 'Kavya.Iyer@example.in', password: 'a-long-password', confirm: 'a-long-password' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    await expectToast('status', 'Welcome! You are signed in. Open the link we sent to kavya.iyer@example.in to start earning.');
    expect(await screen.findByText('Verify your e-mail to start earning')).toBeInTheDocument();
    expect(state.user).toMatchObject({ name: 'Kavya Iyer', email: 'kavya.iyer@example.in', emailVerified: false });
  });

  it('links the terms from the consent checkbox', async () => {
    renderApp('/signup', { user: null });
    expect(await screen.findByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  });
});
