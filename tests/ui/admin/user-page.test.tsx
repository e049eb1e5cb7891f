import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("A user's page", () => {
  it('opens from the users list and shows the profile and each section', async () => {
    const { user, location, state } = renderAdmin(server, '/users');
    await user.click(await screen.findByRole('link', { name: 'Open the page of Rohan Verma' }));
    expect(await screen.findByRole('heading', { name: 'Rohan Verma', level: 2 })).toBeInTheDocument();
    const rohan = state.users.find((person) => person.name === 'Rohan Verma')!;
    expect(location().pathname).toBe(`/users/${rohan.id}`);
    expect(screen.getByText('₹13.75')).toBeInTheDocument();
    for (const section of ['Balance history', 'Store orders', 'Withdrawals', 'People they invited', 'Tasks', 'Offerwall credits', 'VIP memberships', 'Appeals', 'Sessions', 'Blocks', 'Notes by admins', 'Audit entries about them']) {
      expect(screen.getByRole('region', { name: section }), section).toBeInTheDocument();
    }
    // Each section is its own query, asked for with the user's id.
    expect(callsTo(state, 'users.orders')).toContainEqual({ id: rohan.id, page: 1, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Download the balance history as CSV' })).toBeInTheDocument();
  });

  it('adds a note, which then shows with its author and in the audit entries', async () => {
    const { user, state } = renderAdmin(server, '/users');
    const asha = state.users.find((person) => person.name === 'Asha Verma')!;
    await user.click(await screen.findByRole('link', { name: 'Open the page of Asha Verma' }));
    const noteField = await screen.findByRole('textbox', { name: 'Add a note for other admins' });
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.type(noteField, 'Asked about a late code');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = screen.getByRole('region', { name: 'Notes by admins' });
    expect(await within(notes).findByText('Asked about a late code')).toBeInTheDocument();
    expect(within(notes).getByText(state.admin.email)).toBeInTheDocument();
    expect(noteField).toHaveValue('');
    expect(callsTo(state, 'users.addNote')).toEqual([{ id: asha.id, text: 'Asked about a late code' }]);
    expect(await within(screen.getByRole('region', { name: 'Audit entries about them' })).findByText('user.note')).toBeInTheDocument();
  });
});

describe('Audit log filters', () => {
  it('reads its filters from the URL and links a user target to their page', async () => {
    const { state } = renderAdmin(server, '/users');
    const asha = state.users.find((person) => person.name === 'Asha Verma')!;
    server.resetHandlers();
    const { user, location } = renderAdmin(server, `/audit?targetType=user&targetId=${asha.id}&action=user.block`);
    expect(await screen.findByRole('textbox', { name: 'Target id' })).toHaveValue(asha.id);
    expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location().search).toEqual({});
  });
});
