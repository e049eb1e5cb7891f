import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_IDS } from '../../../admin/mocks/fixtures/approval-fixtures';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('two-admin approval in the admin (decision 048)', () => {
  it('states a credit, its balance after, and that a credit over ₹500 needs a second admin; then sends it for approval', async () => {
    const { user, state } = renderAdmin(server, '/users');
    await screen.findByRole('cell', { name: 'Rohan Verma' });
    await user.click(screen.getByRole('button', { name: 'Update balance of Rohan Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Balance' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '600');
    // Rohan has ₹13.75: the sentence is computed from the typed amount and his balance.
    expect(within(dialog).getByTestId('adjustment-consequence')).toHaveTextContent('Credit ₹600 to rohan.verma@example.in; their balance becomes ₹613.75.');
    expect(dialog).toHaveTextContent('Over ₹500: another admin must approve this credit before it takes effect.');
    await user.click(within(dialog).getByRole('radio', { name: 'Deduct' }));
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '10');
    expect(within(dialog).getByTestId('adjustment-consequence')).toHaveTextContent('Deduct ₹10 from rohan.verma@example.in; their balance becomes ₹3.75.');
    expect(dialog).not.toHaveTextContent('another admin must approve');

    await user.click(within(dialog).getByRole('radio', { name: 'Add' }));
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '600');
    await user.type(within(dialog).getByLabelText('Reason'), 'Contest prize');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Sent for approval: another admin must approve the credit of ₹600 to rohan.verma@example.in.')).toBeInTheDocument();
    // Nothing credited yet.
    expect(state.users[1]!.walletBalancePaise).toBe(1_375);
  });

  it('lists the queue with a count badge; approving states the figures and performs it; the own request cannot be decided', async () => {
    const { user, state } = renderAdmin(server, '/approvals');
    const cards = await screen.findAllByTestId('approval');
    expect(cards).toHaveLength(3);
    expect(screen.getByTestId('approvals-badge')).toHaveTextContent('3');
    expect(cards[0]).toHaveTextContent('Credit ₹600 to Asha Verma (asha.verma@example.in). Their balance is ₹120 now and becomes ₹720. Reason: Refund of a failed order');
    expect(cards[1]).toHaveTextContent('Promo code DIWALI: ₹50 per use, no limit on uses.');
    expect(cards[2]).toHaveTextContent('You asked for this: another admin must decide it.');
    expect(within(cards[2]!).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Approve Balance credit asha.verma@example.in' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(confirm).toHaveTextContent('asha.verma@example.in is credited ₹600 at once; their balance becomes ₹720.');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved and performed')).toBeInTheDocument();
    expect(callsTo(state, 'approvals.approve')).toEqual([{ id: APPROVAL_IDS.credit }]);
    await waitFor(() => expect(screen.getAllByTestId('approval')).toHaveLength(2));
    expect(screen.getByTestId('approvals-badge')).toHaveTextContent('2');
  });

  it('rejects with a note; the decided view shows who decided', async () => {
    const { user, state } = renderAdmin(server, '/approvals');
    const [, promo] = await screen.findAllByTestId('approval');
    await user.click(within(promo!).getByRole('button', { name: 'Reject Promo code DIWALI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    expect(dialog).toHaveTextContent('Nothing changes. finance@honest-rewards.test sees your note here.');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Too generous');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(callsTo(state, 'approvals.reject')).toEqual([{ id: APPROVAL_IDS.promo, note: 'Too generous' }]);
    await user.click(screen.getByRole('button', { name: 'Decided' }));
    const [decided] = await screen.findAllByTestId('approval');
    expect(decided).toHaveTextContent(/Rejected by admin@honest-rewards\.test on .*Note: Too generous/);
  });

  it('Settings states the thresholds as sentences; switching one off needs the owner alone, and then every screen warns', async () => {
    const { user } = renderAdmin(server, '/settings', {
      overrides: () => ({}),
    });
    const rules = await screen.findByTestId('threshold-rules');
    expect(rules).toHaveTextContent('A credit over ₹500 waits for another admin.');
    expect(rules).toHaveTextContent('A promo code that can pay out over ₹10,000 in total, or has no limit on uses, waits for another admin.');
    // Two admins in the fixtures: the Off boxes are disabled and say why.
    const offBoxes = screen.getAllByRole('checkbox', { name: 'Off (no second admin)' });
    expect(offBoxes[0]).toBeDisabled();
    expect(screen.getAllByText('Switching off is possible only while you are the only admin (there are 2).')).toHaveLength(2);

    await user.clear(screen.getByLabelText('Balance credits above (₹)'));
    await user.type(screen.getByLabelText('Balance credits above (₹)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('A credit over ₹1,000 waits for another admin.')).toBeInTheDocument();
    expect(screen.queryByTestId('two-admin-off')).not.toBeInTheDocument();
  });
});
