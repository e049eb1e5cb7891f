import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('Users tab', () => {
  it('lists the first page of users with their details', async () => {
    renderAdmin(server, '/users');
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
    // 45 fixture users, 20 a page.
    expect(screen.getAllByRole('row')).toHaveLength(1 + 20);
    expect(screen.getByText('Showing 20 of 45 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(document.title).toContain('Users');

    const asha = rowOf('Asha Verma');
    expect(within(asha).getByText('asha.verma@example.in')).toBeInTheDocument();
    expect(within(asha).getByText('Verified')).toBeInTheDocument();
    expect(within(asha).getByText('₹0')).toBeInTheDocument();
    expect(within(asha).getByText('15 Jun 2025')).toBeInTheDocument();
    expect(within(asha).getByText('Active')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Block Asha Verma' })).toBeInTheDocument();

    // Fixture user #2 has 1375 paise; #4 is unverified; #6 is blocked.
    expect(within(rowOf('Rohan Verma')).getByText('₹13.75')).toBeInTheDocument();
    expect(within(rowOf('Vikram Verma')).getByText('Not verified')).toBeInTheDocument();
    const blocked = rowOf('Arjun Verma');
    expect(within(blocked).getByText('Blocked')).toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: 'Unblock Arjun Verma' })).toBeInTheDocument();
  });

  it('searches by name or e-mail through the URL and shows the matches', async () => {
    const { user, state, location } = renderAdmin(server, '/users');
    await screen.findByRole('cell', { name: 'Asha Verma' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'iyer');

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Asha Verma' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Asha Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Showing 15 of 15 users')).toBeInTheDocument();
    // A list that fits on one page has no pagination.
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();
    expect(location().search).toEqual({ search: 'iyer' });
    // Debounced: one request for the whole word, not one per keystroke.
    expect(callsTo(state, 'users.list')).toContainEqual({ search: 'iyer', page: 1, pageSize: 20 });
    expect(callsTo(state, 'users.list').filter((input) => (input as { search: string }).search.startsWith('i'))).toHaveLength(1);
  });

  it('reads search and page from the URL', async () => {
    const { state } = renderAdmin(server, '/users?search=sharma&page=1');
    expect(await screen.findByRole('cell', { name: 'Asha Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('sharma');
    expect(callsTo(state, 'users.list')).toEqual([{ search: 'sharma', page: 1, pageSize: 20 }]);
  });

  it("shows 'No users found' when nothing matches", async () => {
    const { user } = renderAdmin(server, '/users');
    await screen.findByRole('cell', { name: 'Asha Verma' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody-by-this-name');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through users with Next and Previous', async () => {
    const { user, location } = renderAdmin(server, '/users');
    await screen.findByRole('cell', { name: 'Asha Verma' });
    const pages = within(screen.getByRole('navigation', { name: 'Users pages' }));
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Kavya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Asha Verma' })).not.toBeInTheDocument();
    expect(location().search).toEqual({ page: 2 });

    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Showing 5 of 45 users')).toBeInTheDocument();
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(pages.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('blocks with a reason after a confirmation stating the consequence, and unblocks after one too', async () => {
    const { user, state } = renderAdmin(server, '/users');
    await screen.findByRole('cell', { name: 'Rohan Verma' });

    await user.click(screen.getByRole('button', { name: 'Block Rohan Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Rohan Verma?' });
    // The figures are Rohan's: his balance stays.
    expect(dialog).toHaveTextContent('Rohan Verma (rohan.verma@example.in) will be signed out at once and cannot sign in; their balance of ₹13.75 stays.');
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(dialog).findByText('A reason is required to block a user')).toBeInTheDocument();
    expect(callsTo(state, 'users.toggleBlock')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Several accounts on one device');
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(screen.getByRole('status')).findByText('User status updated')).toBeInTheDocument();
    expect(await within(rowOf('Rohan Verma')).findByText('Blocked')).toBeInTheDocument();
    expect(within(rowOf('Rohan Verma')).getByText('Blocked: Several accounts on one device')).toBeInTheDocument();

    await user.click(within(rowOf('Rohan Verma')).getByRole('button', { name: 'Unblock Rohan Verma' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unblock Rohan Verma?' });
    expect(confirm).toHaveTextContent('Rohan Verma (rohan.verma@example.in) can sign in again at once and use their balance of ₹13.75.');
    await user.click(within(confirm).getByRole('button', { name: 'Unblock user' }));
    expect(await within(rowOf('Rohan Verma')).findByText('Active')).toBeInTheDocument();
    const id = state.users[1]!.id;
    expect(callsTo(state, 'users.toggleBlock')).toEqual([{ id, reason: 'Several accounts on one device' }, { id }]);
  });

  it("shows the server's message when blocking fails, and the generic one when the network does", async () => {
    const { user } = renderAdmin(server, '/users', {
      overrides: () => ({
        'users.toggleBlock': () => {
          throw new TrpcFixtureError('NOT_FOUND', 'User not found');
        },
      }),
    });
    await screen.findByRole('cell', { name: 'Asha Verma' });
    await user.click(screen.getByRole('button', { name: 'Block Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Asha Verma?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(dialog).findByText('User not found')).toBeInTheDocument();
    expect(within(rowOf('Asha Verma')).getByText('Active')).toBeInTheDocument();

    server.use(http.post(`${API_ORIGIN}/trpc/users.toggleBlock`, () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(dialog).findByText('Failed to update user')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch data' and a retry when the list cannot load", async () => {
    let failing = true;
    const { user } = renderAdmin(server, '/users', {
      overrides: (state) => ({
        'users.list': () => {
          if (failing) throw new TrpcFixtureError('BAD_REQUEST', 'Search must be at most 100 characters');
          return { users: state.users.slice(0, 1), matching: 1, totalUsers: 45, page: 1, pageSize: 20 };
        },
      }),
    });
    expect(await within(screen.getByRole('alert')).findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByText('Could not load users.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
  });
});
