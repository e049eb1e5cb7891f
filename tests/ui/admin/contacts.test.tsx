import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function messageFrom(name: string): HTMLElement {
  return screen.getByRole('listitem', { name: new RegExp(`^${name}`) });
}

describe('Contacts tab', () => {
  it('shows the unread count on the tab and lists messages oldest first, newest first when toggled (kept in the URL)', async () => {
    const { user, location } = renderAdmin(server, '/contacts');
    expect(await screen.findByRole('link', { name: 'Contacts 3 waiting' })).toHaveAttribute('aria-current', 'page');
    const headings = () => screen.getAllByRole('listitem', { name: /./ }).map((item) => within(item).getByRole('heading').textContent);
    const newestFirst = ['Meera NairHR-000005Unread', 'Imran KhanHR-000004Unread', 'Lakshmi RaoHR-000003Unread', 'Dev PatelHR-000002', 'Farah AliHR-000001'];
    await screen.findAllByRole('listitem', { name: /./ });
    expect(headings()).toEqual([...newestFirst].reverse());
    expect(screen.getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    await waitFor(() => expect(headings()).toEqual(newestFirst));
    expect(location().search).toEqual({ order: 'newest' });
    const meera = messageFrom('Meera Nair');
    expect(within(meera).getByRole('link', { name: 'meera.nair@example.in' })).toHaveAttribute('href', 'mailto:meera.nair@example.in');
    expect(within(meera).getByText('My withdrawal has been pending for two days. Could you check?')).toBeInTheDocument();
    expect(within(meera).getByText('15 Jun 2025, 7:00 am')).toBeInTheDocument();
    expect(within(messageFrom('Dev Patel')).queryByText('Unread')).not.toBeInTheDocument();
    expect(document.title).toContain('Contacts');
  });

  it('marks a message as read: the badge on the tab goes down and the item updates', async () => {
    const { user, state } = renderAdmin(server, '/contacts');
    await screen.findByRole('link', { name: 'Contacts 3 waiting' });
    await user.click(within(messageFrom('Meera Nair')).getByRole('button', { name: /^Mark as read/ }));

    expect(await screen.findByRole('link', { name: 'Contacts 2 waiting' })).toBeInTheDocument();
    await waitFor(() => expect(within(messageFrom('Meera Nair')).queryByText('Unread')).not.toBeInTheDocument());
    expect(within(messageFrom('Meera Nair')).getByRole('button', { name: /^Mark as unread/ })).toBeInTheDocument();
    expect(callsTo(state, 'contacts.setRead')).toEqual([{ id: state.contacts[0]!.id, isRead: true }]);
  });

  it('replies by e-mail from a dialog that names the ticket and the address; the message shows it was answered', async () => {
    const { user, state } = renderAdmin(server, '/contacts');
    await screen.findByRole('link', { name: 'Contacts 3 waiting' });
    await user.click(within(messageFrom('Meera Nair')).getByRole('button', { name: /^Reply/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to HR-000005' }));
    expect(dialog.getByText('The reply is e-mailed to meera.nair@example.in in the language they wrote in, quoting the ticket number.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('Reply is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reply'), 'Your withdrawal was completed this morning.');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(state, 'contacts.reply')).toEqual([{ id: state.contacts[0]!.id, reply: 'Your withdrawal was completed this morning.' }]);
    expect(await within(messageFrom('Meera Nair')).findByText(/replied/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contacts 2 waiting' })).toBeInTheDocument();
  });

  it('marks a message as unread again: the badge goes up', async () => {
    const { user } = renderAdmin(server, '/contacts');
    await screen.findByRole('link', { name: 'Contacts 3 waiting' });
    await user.click(within(messageFrom('Dev Patel')).getByRole('button', { name: /^Mark as unread/ }));
    expect(await screen.findByRole('link', { name: 'Contacts 4 waiting' })).toBeInTheDocument();
    expect(await within(messageFrom('Dev Patel')).findByText('Unread')).toBeInTheDocument();
  });

  it('hides the badge when nothing is unread', async () => {
    const { user } = renderAdmin(server, '/contacts?filter=unread');
    await screen.findByRole('link', { name: 'Contacts 3 waiting' });
    for (const name of ['Meera Nair', 'Imran Khan', 'Lakshmi Rao']) {
      await user.click(within(messageFrom(name)).getByRole('button', { name: /^Mark as read/ }));
      await waitFor(() => expect(screen.queryByRole('listitem', { name: new RegExp(`^${name}`) })).not.toBeInTheDocument());
    }
    expect(await screen.findByRole('link', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
  });

  it('filters All / Unread / Read', async () => {
    const { user, location } = renderAdmin(server, '/contacts');
    await screen.findByRole('listitem', { name: /^Farah Ali/ });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Farah Ali/ })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(location().search).toEqual({ filter: 'unread' });

    await user.click(screen.getByRole('button', { name: 'Read' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Meera Nair/ })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem', { name: /./ }).map((item) => within(item).getByRole('heading').textContent)).toEqual(['Farah AliHR-000001', 'Dev PatelHR-000002']);

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('listitem', { name: /^Meera Nair/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(5);
  });

  it("shows 'No messages yet' when there are none", async () => {
    renderAdmin(server, '/contacts', {
      overrides: () => ({ 'contacts.list': () => ({ contacts: [], total: 0, unreadCount: 0 }) }),
    });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
