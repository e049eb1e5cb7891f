import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminFixtureProcedures } from '../../../admin/mocks/fixtures/admin-fixtures';
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

async function openBalanceDialog(user: ReturnType<typeof renderAdmin>['user'], name: string) {
  await screen.findByRole('cell', { name });
  await user.click(screen.getByRole('button', { name: `Update balance of ${name}` }));
  return screen.getByRole('dialog', { name: 'Update Balance' });
}

describe('Users tab: Update Balance', () => {
  it("opens an accessible dialog with the user's name and balance; Escape closes it and focus goes back", async () => {
    const { user } = renderAdmin(server, '/users');
    // Fixture user #2, Rohan Verma, has ₹13.75.
    const dialog = await openBalanceDialog(user, 'Rohan Verma');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/^Rohan Verma · rohan\.verma@example\.in Current balance: ₹13\.75$/);
    expect(within(dialog).getByRole('radio', { name: 'Add' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Deduct' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Tab stays inside the dialog.
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update balance of Rohan Verma' })).toHaveFocus();
  });

  it('closes with Escape even when focus has left the dialog', async () => {
    const { user } = renderAdmin(server, '/users');
    await openBalanceDialog(user, 'Asha Verma');
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends once while the request is in flight, keeping focus on the busy Apply button', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, state } = renderAdmin(server, '/users', {
      overrides: (fixtureState) => ({
        'wallet.adjustBalance': async (input: { id: string; amountPaise: number }) => {
          fixtureState.calls.push({ path: 'wallet.adjustBalance', input });
          await gate;
          const target = fixtureState.users.find((candidate) => candidate.id === input.id)!;
          target.walletBalancePaise += input.amountPaise;
          return { balancePaise: target.walletBalancePaise };
        },
      }),
    });
    const dialog = await openBalanceDialog(user, 'Asha Verma');
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1');
    await user.type(within(dialog).getByLabelText('Reason'), 'Test credit');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const busy = await within(dialog).findByRole('button', { name: 'Applying…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(busy).toHaveFocus();
    // Escape does nothing while the adjustment is being applied.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Update Balance' })).toBeInTheDocument();
    release();
    expect(await within(screen.getByRole('status')).findByText('Balance added successfully')).toBeInTheDocument();
    expect(callsTo(state, 'wallet.adjustBalance')).toHaveLength(1);
  });

  it('keeps Apply disabled while the amount is empty and asks for a reason', async () => {
    const { user, state } = renderAdmin(server, '/users');
    const dialog = await openBalanceDialog(user, 'Asha Verma');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill credit');
    expect(apply).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '   ');
    expect(apply).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), 'ten');
    expect(apply).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.click(apply);
    expect(await within(dialog).findByText('Amount must be a number')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveFocus();

    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '10');
    await user.click(apply);
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Amount must be a number')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(callsTo(state, 'wallet.adjustBalance')).toHaveLength(0);
  });

  it('adds to a balance: toast, the dialog closes and the row shows the new balance', async () => {
    const { user, state } = renderAdmin(server, '/users');
    const dialog = await openBalanceDialog(user, 'Asha Verma');
    expect(within(rowOf('Asha Verma')).getByText('₹0')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '150.5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill credit for a late withdrawal');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(screen.getByRole('status')).findByText('Balance added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Asha Verma')).getByText('₹150.50')).toBeInTheDocument();
    expect(callsTo(state, 'wallet.adjustBalance')).toEqual([
      { id: state.users[0]!.id, type: 'add', amountPaise: 15_050, reason: 'Goodwill credit for a late withdrawal', idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) },
    ]);
    expect(state.audit.at(-1)).toMatchObject({ action: 'balance.add', targetId: state.users[0]!.id });
  });

  it('deducts from a balance', async () => {
    const { user, state } = renderAdmin(server, '/users');
    const dialog = await openBalanceDialog(user, 'Rohan Verma');
    await user.click(within(dialog).getByRole('radio', { name: 'Deduct' }));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '3.75');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate promo credit');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(screen.getByRole('status')).findByText('Balance deducted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Rohan Verma')).getByText('₹10')).toBeInTheDocument();
    expect(callsTo(state, 'wallet.adjustBalance')).toEqual([expect.objectContaining({ type: 'deduct', amountPaise: 375 })]);
  });

  it("shows the server's refusal to deduct more than the balance, in the dialog and as a toast", async () => {
    const { user, state } = renderAdmin(server, '/users');
    const dialog = await openBalanceDialog(user, 'Rohan Verma');
    await user.click(within(dialog).getByRole('radio', { name: 'Deduct' }));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '20');
    await user.type(within(dialog).getByLabelText('Reason'), 'Reversal');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const message = 'Insufficient balance: the user has only ₹13.75 available';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(screen.getAllByRole('alert').find((region) => !dialog.contains(region))!).getByText(message)).toBeInTheDocument();
    // The dialog stays open for a correction; nothing changed.
    expect(screen.getByRole('dialog', { name: 'Update Balance' })).toBeInTheDocument();
    expect(within(rowOf('Rohan Verma')).getByText('₹13.75')).toBeInTheDocument();
    expect(state.users[1]!.walletBalancePaise).toBe(1_375);
  });

  it('sends one idempotency key per dialog: after a lost answer, a double click and a changed amount reuse it and the server refuses the change', async () => {
    let answerLost = true;
    const { user, state } = renderAdmin(server, '/users', {
      overrides: (fixtureState) => {
        const adjust = adminFixtureProcedures(fixtureState)['wallet.adjustBalance']!;
        return {
          // The first credit is applied (the fixture records the call), but its answer never arrives.
          'wallet.adjustBalance': async (input) => {
            const answer = await adjust(input);
            if (!answerLost) return answer;
            answerLost = false;
            throw new Error('connection reset after the credit');
          },
        };
      },
    });
    const dialog = await openBalanceDialog(user, 'Asha Verma');
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Contest prize');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update balance');
    expect(state.users[0]!.walletBalancePaise).toBe(500);

    // Not knowing the first landed, the admin changes the amount and applies again from the same dialog.
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const refusal = 'This dialog already applied an adjustment with other values. Check the balance, then open Update Balance again for another change.';
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal));
    expect(state.users[0]!.walletBalancePaise).toBe(500);
    // The list shows the balance the first adjustment left.
    expect(await within(rowOf('Asha Verma')).findByText('₹5')).toBeInTheDocument();

    const keys = callsTo(state, 'wallet.adjustBalance').map((input) => (input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // A new dialog is a new adjustment, with a key of its own.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const next = await openBalanceDialog(user, 'Asha Verma');
    await user.type(within(next).getByLabelText('Amount (₹)'), '1');
    await user.type(within(next).getByLabelText('Reason'), 'Another prize');
    await user.click(within(next).getByRole('button', { name: 'Apply' }));
    expect(await within(screen.getByRole('status')).findByText('Balance added successfully')).toBeInTheDocument();
    const last = callsTo(state, 'wallet.adjustBalance').at(-1) as { idempotencyKey: string };
    expect(last.idempotencyKey).not.toBe(keys[0]);
    expect(state.users[0]!.walletBalancePaise).toBe(600);
  });

  it("says 'Failed to update balance' when the server cannot be reached; retrying the same adjustment reuses its idempotency key", async () => {
    const { user, state } = renderAdmin(server, '/users');
    const dialog = await openBalanceDialog(user, 'Asha Verma');
    let offline = true;
    const sentKeys: unknown[] = [];
    server.use(
      http.post(`${API_ORIGIN}/trpc/wallet.adjustBalance`, async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, { json: { idempotencyKey?: string } }>;
        sentKeys.push(body['0']?.json.idempotencyKey);
        // Returning nothing hands the request on to the fixtures.
        return offline ? HttpResponse.error() : undefined;
      }),
    );
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Contest prize');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update balance');
    expect(within(screen.getAllByRole('alert').find((region) => !dialog.contains(region))!).getByText('Failed to update balance')).toBeInTheDocument();
    expect(state.users[0]!.walletBalancePaise).toBe(0);

    offline = false;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(screen.getByRole('status')).findByText('Balance added successfully')).toBeInTheDocument();
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(callsTo(state, 'wallet.adjustBalance')).toEqual([expect.objectContaining({ amountPaise: 500, idempotencyKey: sentKeys[0] })]);
    expect(state.users[0]!.walletBalancePaise).toBe(500);
  });
});
