import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ADMIN_CREDENTIALS } from '../../../admin/mocks/fixtures/admin-fixtures';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('admin sign-in', () => {
  it('sends a visitor without a session to the login form', async () => {
    const { location } = renderAdmin(server, '/users', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(screen.queryByText('Admin dashboard')).not.toBeInTheDocument();
    expect(document.title).toContain('Sign in');
  });

  it('asks for both fields before calling the server', async () => {
    const { user, state } = renderAdmin(server, '/login', { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'someone@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsTo(state, 'adminAuth.signIn')).toHaveLength(0);
  });

  it("shows the server's message for wrong credentials and stays on the form", async () => {
    const { user, location } = renderAdmin(server, '/login', { signedIn: false });
    await user.type(await screen.findByLabelText('Email'), MOCK_ADMIN_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await within(screen.getByRole('alert')).findByText('Invalid admin credentials')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });

  it("says 'Login failed' when the server cannot be reached", async () => {
    const { user } = renderAdmin(server, '/login', { signedIn: false });
    server.use(http.post(`${API_ORIGIN}/trpc/adminAuth.signIn`, () => HttpResponse.error()));
    await user.type(await screen.findByLabelText('Email'), MOCK_ADMIN_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), MOCK_ADMIN_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await within(screen.getByRole('alert')).findByText('Login failed')).toBeInTheDocument();
  });

  it('shows progress while signing in, then lands on the dashboard with the total users count', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, location, state } = renderAdmin(server, '/login', {
      signedIn: false,
      overrides: (fixtureState) => ({
        'adminAuth.signIn': async () => {
          await gate;
          fixtureState.signedIn = true;
          return { admin: fixtureState.admin };
        },
      }),
    });
    await user.type(await screen.findByLabelText('Email'), MOCK_ADMIN_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), MOCK_ADMIN_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByTestId('total-users')).toHaveTextContent(String(state.users.length)));
    expect(await screen.findByRole('heading', { name: 'Today at a glance' })).toBeInTheDocument();
  });

  it('goes back to where the admin was heading after signing in', async () => {
    const { user, location } = renderAdmin(server, '/contacts?filter=unread', { signedIn: false });
    await user.type(await screen.findByLabelText('Email'), MOCK_ADMIN_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), MOCK_ADMIN_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Contact messages' })).toBeInTheDocument();
    expect(location().pathname).toBe('/contacts');
    expect(location().search).toEqual({ filter: 'unread' });
  });

  it('skips the form for an admin who is already signed in', async () => {
    const { location } = renderAdmin(server, '/login');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('redirects /admin to the dashboard', async () => {
    const { location } = renderAdmin(server, '/admin');
    expect(await screen.findByRole('heading', { name: 'Today at a glance' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('logs out to the login form, asking nothing more of the ended session', async () => {
    const { user, state, location } = renderAdmin(server, '/users');
    await screen.findByRole('cell', { name: 'Asha Verma' });
    const overviewsBefore = callsTo(state, 'adminDashboard.overview').length;
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(state.signedIn).toBe(false);
    expect(callsTo(state, 'adminAuth.signOut')).toHaveLength(1);
    // Any other change refreshes the dashboard's counts; signing out must not (it would be refused, 401).
    expect(callsTo(state, 'adminDashboard.overview')).toHaveLength(overviewsBefore);
  });

  it('returns to the login form when the session ends while working', async () => {
    const { user, state, location } = renderAdmin(server, '/users');
    await screen.findByRole('cell', { name: 'Asha Verma' });
    state.signedIn = false; // e.g. revoked on the server
    await user.click(screen.getByRole('link', { name: 'Pages' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(await screen.findByText('Your admin session has ended. Please sign in again.')).toBeInTheDocument();
  });

  it('shows a friendly page for unknown addresses', async () => {
    renderAdmin(server, '/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });
});
