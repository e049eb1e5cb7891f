import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_IDS } from '../../../admin/mocks/fixtures/appeal-fixtures';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cards = () => screen.getAllByTestId('appeal');

describe('Appeals tab', () => {
  it('lists open appeals oldest first with the person, the item, the reason shown to them and the admin note', async () => {
    renderAdmin(server, '/appeals');
    expect(await screen.findByRole('heading', { name: 'Appeals' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards().map((card) => within(card));
    expect(first!.getByText(/Priya Sharma/)).toBeInTheDocument();
    expect(first!.getByText('Refused by our team after checking your proof.')).toBeInTheDocument();
    expect(first!.getByText('The screenshot does not show the follow')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'Open in Tasks' })).toHaveAttribute('href', '/tasks');
    expect(second!.getByText('Blocked')).toBeInTheDocument();
    expect(second!.getByText(/^Your account was blocked by our team/)).toBeInTheDocument();
    expect(second!.getByRole('link', { name: 'Open in Users' })).toHaveAttribute('href', '/users');
  });

  it('answers with an outcome and a message after the dialog states the consequences; the appeal leaves the open list', async () => {
    const { user, state } = renderAdmin(server, '/appeals');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Answer the appeal of Vikram Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer Vikram Rao' });
    expect(dialog).toHaveTextContent('e-mailed to vikram@example.com at once and cannot be changed afterwards');
    expect(dialog).toHaveTextContent("does not change the item itself: do that first in the Users tab");

    // An empty answer is refused by the server's schema before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Write the answer the person will read')).toBeInTheDocument();
    expect(callsTo(state, 'appeals.answer')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Outcome'), 'changed');
    await user.type(within(dialog).getByLabelText('Answer (e-mailed as written)'), 'We checked again and unblocked your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(state, 'appeals.answer')).toEqual([{ id: APPEAL_IDS.account, outcome: 'changed', answer: 'We checked again and unblocked your account.' }]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(state.audit.at(-1)).toMatchObject({ action: 'appeals.answer', targetId: APPEAL_IDS.account, after: { status: 'changed' } });

    await user.click(screen.getByRole('button', { name: 'Answered' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('We checked again and unblocked your account.')).toBeInTheDocument();
  });
});
