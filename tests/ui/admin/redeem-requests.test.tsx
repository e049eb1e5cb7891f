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

/** The request rows, as "name · amount · status". */
function listedRequests(): string[] {
  return screen.getAllByTestId('redeem-request').map((row) => {
    const name = within(row).getByRole('rowheader').querySelector('span span')?.textContent;
    const cells = within(row).getAllByRole('cell');
    return `${name} · ${cells[0]!.textContent} · ${cells[3]!.textContent}`;
  });
}

function rowOf(name: string): HTMLElement {
  const header = screen.getAllByRole('rowheader').find((cell) => cell.textContent?.startsWith(name));
  const row = header?.closest('tr');
  if (!row) throw new Error(`No request from ${name}`);
  return row;
}

function errorToast(): HTMLElement {
  const region = screen.getAllByRole('alert').find((candidate) => !candidate.closest('[role="dialog"]'));
  if (!region) throw new Error('No toast region');
  return region;
}

describe('Redeem Requests tab', () => {
  it('shows the pending count on the tab and lists requests oldest first with user, amount, e-mail, time, status, code or reason', async () => {
    renderAdmin(server, '/redeem-requests');
    expect(await screen.findByRole('link', { name: 'Redeem Requests 3 waiting' })).toHaveAttribute('aria-current', 'page');
    await screen.findAllByTestId('redeem-request');
    expect(document.title).toContain('Redeem Requests');
    expect(listedRequests()).toEqual([
      'Sneha Verma · ₹100 · Completed',
      'Rahul Verma · ₹100 · Rejected',
      'Kavya Verma · ₹50 · Completed',
      'Neha Verma · ₹30 · Pending',
      'Priya Verma · ₹100 · Pending',
      'Rohan Verma · ₹50 · Pending',
    ]);

    const priya = rowOf('Priya Verma');
    expect(within(priya).getByText('priya.verma@example.in')).toBeInTheDocument();
    // The code goes to the address given with the request, not necessarily the account's.
    expect(within(priya).getByText('priya.games@example.in')).toBeInTheDocument();
    expect(within(priya).getByText('15 Jun 2025, 8:00 am')).toBeInTheDocument();
    expect(within(priya).getByRole('button', { name: 'Complete ₹100 request from Priya Verma' })).toBeInTheDocument();
    expect(within(priya).getByRole('button', { name: 'Reject ₹100 request from Priya Verma' })).toBeInTheDocument();

    // A code is listed by its last 4 only (decision 029).
    const kavya = rowOf('Kavya Verma');
    expect(within(kavya).getByText('…4TRB')).toBeInTheDocument();
    expect(kavya).not.toHaveTextContent('GPLAY-7K2M');
    expect(within(kavya).getAllByRole('button')).toEqual([within(kavya).getByRole('button', { name: "Reveal the code of Kavya Verma's ₹50 request" })]);
    expect(within(rowOf('Rahul Verma')).getByText('The e-mail address bounced; please ask again with a working address')).toBeInTheDocument();
  });

  it('says where a pending withdrawal stands with the gift-card supplier (decision 060)', async () => {
    const { state } = renderAdmin(server, '/redeem-requests?status=pending');
    state.redeemRequests[2]!.supplier = { state: 'needs-admin', reason: 'balance-low' };
    await screen.findAllByTestId('redeem-request');
    expect(within(rowOf('Neha Verma')).getByText('Supplier: needs-admin (balance-low)')).toHaveClass('text-amber-800');
    expect(rowOf('Priya Verma')).not.toHaveTextContent('Supplier');
  });

  it("reveals a completed request's whole code only when asked, through the audited action", async () => {
    const { user, state } = renderAdmin(server, '/redeem-requests?status=completed');
    await screen.findAllByTestId('redeem-request');
    expect(callsTo(state, 'redeemRequests.revealCode')).toEqual([]);
    await user.click(within(rowOf('Sneha Verma')).getByRole('button', { name: "Reveal the code of Sneha Verma's ₹100 request" }));
    expect(await within(rowOf('Sneha Verma')).findByText('GPLAY-3NVA-8WEP-1LCZ')).toBeInTheDocument();
    // The other row still shows its last 4 only.
    expect(within(rowOf('Kavya Verma')).getByText('…4TRB')).toBeInTheDocument();
    expect(callsTo(state, 'redeemRequests.revealCode')).toEqual([{ id: state.redeemRequests[5]!.id }]);
    expect(state.audit.at(-1)).toMatchObject({ action: 'redeem.reveal-code', targetId: state.redeemRequests[5]!.id, after: { codeLast4: '1LCZ' } });
  });

  it('filters All / Pending / Completed / Rejected through the URL', async () => {
    const { user, location, state } = renderAdmin(server, '/redeem-requests');
    await screen.findAllByTestId('redeem-request');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(listedRequests()).toHaveLength(3));
    expect(listedRequests().every((row) => row.endsWith('Pending'))).toBe(true);
    expect(location().search).toEqual({ status: 'pending' });
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(listedRequests()).toEqual(['Sneha Verma · ₹100 · Completed', 'Kavya Verma · ₹50 · Completed']));

    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(listedRequests()).toEqual(['Rahul Verma · ₹100 · Rejected']));
    expect(location().search).toEqual({ status: 'rejected' });

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(listedRequests()).toHaveLength(6));
    expect(location().search).toEqual({});
    expect(callsTo(state, 'redeemRequests.list')).toContainEqual({ status: 'rejected', order: 'oldest', page: 1, pageSize: 20 });
  });

  it('completes a request with a Google Play code: the button waits for a code, then the row shows Completed with the code', async () => {
    const { user, state } = renderAdmin(server, '/redeem-requests');
    await screen.findByRole('link', { name: 'Redeem Requests 3 waiting' });
    await user.click(await screen.findByRole('button', { name: 'Complete ₹50 request from Rohan Verma' }));

    const dialog = screen.getByRole('dialog', { name: 'Complete Redeem Request' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/^Rohan Verma asked for ₹50 on 15 Jun 2025, 9:30 am IST\. The user is e-mailed at rohan\.verma@example\.in that the code is ready; they reveal it signed in\. Lists show its last 4\.$/);
    const codeField = within(dialog).getByLabelText('Google Play code');
    expect(codeField).toHaveFocus();
    const submit = within(dialog).getByRole('button', { name: 'Mark as completed' });
    expect(submit).toBeDisabled();
    await user.type(codeField, '   ');
    expect(submit).toBeDisabled();
    await user.clear(codeField);
    await user.type(codeField, ' GPLAY-ABCD-EFGH-1234 ');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await within(screen.getByRole('status')).findByText('Request marked as completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rohan = rowOf('Rohan Verma');
    expect(within(rohan).getByText('Completed')).toBeInTheDocument();
    expect(within(rohan).getByText('…1234')).toBeInTheDocument();
    expect(rohan).not.toHaveTextContent('GPLAY-ABCD');
    expect(within(rohan).queryByRole('button', { name: /Complete|Reject/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Redeem Requests 2 waiting' })).toBeInTheDocument();
    expect(callsTo(state, 'redeemRequests.complete')).toEqual([{ id: state.redeemRequests[0]!.id, code: 'GPLAY-ABCD-EFGH-1234' }]);
    // The Complete button is gone: focus lands on the list's heading, not on the page body.
    expect(screen.getByRole('heading', { name: 'Redeem requests' })).toHaveFocus();
  });

  it('rejects a request only with a reason; the amount goes back to the user', async () => {
    const { user, state } = renderAdmin(server, '/redeem-requests?status=pending');
    await user.click(await screen.findByRole('button', { name: 'Reject ₹30 request from Neha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Redeem Request' });
    expect(dialog).toHaveAccessibleDescription(/₹30 returns to the user's balance/);
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(callsTo(state, 'redeemRequests.reject')).toHaveLength(0);

    const neha = state.users[4]!;
    const balanceBefore = neha.walletBalancePaise;
    await user.type(within(dialog).getByLabelText('Reason'), 'Google Play codes for ₹30 are out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(screen.getByRole('status')).findByText('Request rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Filtered on pending: the rejected request leaves the list.
    await waitFor(() => expect(listedRequests()).toEqual(['Priya Verma · ₹100 · Pending', 'Rohan Verma · ₹50 · Pending']));
    expect(callsTo(state, 'redeemRequests.reject')).toEqual([{ id: state.redeemRequests[2]!.id, reason: 'Google Play codes for ₹30 are out of stock' }]);
    expect(neha.walletBalancePaise).toBe(balanceBefore + 3_000);
    expect(await screen.findByRole('link', { name: 'Redeem Requests 2 waiting' })).toBeInTheDocument();
  });

  it('shows the 409 message when another admin resolved the request first, and refreshes the list', async () => {
    const { user, state } = renderAdmin(server, '/redeem-requests');
    await user.click(await screen.findByRole('button', { name: 'Complete ₹50 request from Rohan Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Redeem Request' });
    await user.type(within(dialog).getByLabelText('Google Play code'), 'GPLAY-MINE');

    // Meanwhile, someone else completes it.
    Object.assign(state.redeemRequests[0]!, { status: 'completed', code: 'GPLAY-THEIRS', resolvedAt: new Date() });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));

    expect(await within(errorToast()).findByText('This request was already completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(rowOf('Rohan Verma')).findByText('…EIRS')).toBeInTheDocument();
    expect(within(rowOf('Rohan Verma')).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText('GPLAY-MINE')).not.toBeInTheDocument();
  });

  it("says 'Failed to update request' in the dialog when the server fails, and keeps the code typed", async () => {
    const { user } = renderAdmin(server, '/redeem-requests', {
      overrides: () => ({
        'redeemRequests.complete': () => {
          throw new Error('mail queue down');
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Complete ₹50 request from Rohan Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Redeem Request' });
    await user.type(within(dialog).getByLabelText('Google Play code'), 'GPLAY-XYZ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update request');
    expect(within(errorToast()).getByText('Failed to update request')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Google Play code')).toHaveValue('GPLAY-XYZ');
    expect(within(rowOf('Rohan Verma')).getByText('Pending')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete ₹50 request from Rohan Verma' })).toHaveFocus();
  });

  it("shows 'No redeem requests found' for an empty filter, a loading state first, and an error with a retry", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = false;
    const { user } = renderAdmin(server, '/redeem-requests?status=rejected', {
      overrides: () => ({
        'redeemRequests.list': async (input: { status: string }) => {
          if (input.status === 'rejected') await gate;
          if (failing) throw new TrpcFixtureError('BAD_REQUEST', 'Status must be all, pending, completed or rejected');
          return { requests: [], total: 0, pendingCount: 0 };
        },
      }),
    });
    expect(await screen.findByText('Loading redeem requests…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No redeem requests found')).toBeInTheDocument();
    expect(screen.getByText('No rejected requests.')).toBeInTheDocument();

    failing = true;
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('Could not load redeem requests.')).toBeInTheDocument();
    expect(within(errorToast()).getByText('Failed to fetch data')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No redeem requests found')).toBeInTheDocument();
  });
});

describe('Withdrawal amounts', () => {
  it('switching an amount off requires a reason, which is then shown; switching it on clears it', async () => {
    const { user, state } = renderAdmin(server, '/redeem-requests');
    const amounts = await screen.findByRole('list', { name: 'Withdrawal amounts' });
    const thirty = within(amounts).getByRole('switch', { name: '₹30 available' });
    expect(thirty).toHaveAttribute('aria-checked', 'true');
    expect(within(amounts).getByRole('switch', { name: '₹50 available' })).toHaveAttribute('aria-checked', 'true');
    expect(within(amounts).getByRole('switch', { name: '₹100 available' })).toHaveAttribute('aria-checked', 'true');

    await user.click(thirty);
    // Not switched yet: the reason comes first.
    expect(thirty).toHaveAttribute('aria-checked', 'true');
    const form = within(amounts).getByRole('form', { name: 'Switch off ₹30' });
    expect(within(form).getByLabelText('Why is ₹30 unavailable?')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Switch off' }));
    // The server's own sentence (the admin used to say only 'Reason is required').
    expect(await within(form).findByText('Reason is required when an amount is switched off')).toBeInTheDocument();
    expect(callsTo(state, 'redeemRequests.updateOption')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Why is ₹30 unavailable?'), 'Temporarily unavailable: out of stock');
    await user.click(within(form).getByRole('button', { name: 'Switch off' }));
    expect(await within(screen.getByRole('status')).findByText('₹30 is switched off')).toBeInTheDocument();
    await waitFor(() => expect(within(amounts).getByRole('switch', { name: '₹30 available' })).toHaveAttribute('aria-checked', 'false'));
    const item = within(amounts).getByRole('listitem', { name: '₹30' });
    expect(within(item).getByText('Unavailable')).toBeInTheDocument();
    expect(within(item).getByText('Temporarily unavailable: out of stock')).toBeInTheDocument();
    expect(within(amounts).queryByRole('form')).not.toBeInTheDocument();
    expect(callsTo(state, 'redeemRequests.updateOption')).toEqual([{ amountPaise: 3_000, isAvailable: false, unavailableReason: 'Temporarily unavailable: out of stock' }]);

    await user.click(within(amounts).getByRole('switch', { name: '₹30 available' }));
    expect(await within(screen.getByRole('status')).findByText('₹30 is available again')).toBeInTheDocument();
    await waitFor(() => expect(within(amounts).getByRole('switch', { name: '₹30 available' })).toHaveAttribute('aria-checked', 'true'));
    expect(within(amounts).queryByText('Temporarily unavailable: out of stock')).not.toBeInTheDocument();
    expect(callsTo(state, 'redeemRequests.updateOption').at(-1)).toEqual({ amountPaise: 3_000, isAvailable: true, unavailableReason: null });
    expect(state.withdrawalOptions[0]).toEqual({ amountPaise: 3_000, isAvailable: true, unavailableReason: null });
  });

  it('shows an amount already switched off with its reason, and a failure to switch', async () => {
    const { user } = renderAdmin(server, '/redeem-requests', {
      overrides: (state) => {
        Object.assign(state.withdrawalOptions[1]!, { isAvailable: false, unavailableReason: 'Paused while we restock ₹50 codes' });
        return {};
      },
    });
    const amounts = await screen.findByRole('list', { name: 'Withdrawal amounts' });
    expect(within(amounts).getByRole('switch', { name: '₹50 available' })).toHaveAttribute('aria-checked', 'false');
    expect(within(amounts).getByText('Paused while we restock ₹50 codes')).toBeInTheDocument();

    server.use(http.post(`${API_ORIGIN}/trpc/redeemRequests.updateOption`, () => HttpResponse.error()));
    await user.click(within(amounts).getByRole('switch', { name: '₹50 available' }));
    expect(await within(errorToast()).findByText('Failed to update withdrawal amount')).toBeInTheDocument();
    expect(within(amounts).getByRole('switch', { name: '₹50 available' })).toHaveAttribute('aria-checked', 'false');
  });

  it('shows a loading state and an error with a retry for the amounts', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = true;
    const { user } = renderAdmin(server, '/redeem-requests', {
      overrides: (state) => ({
        'redeemRequests.options': async () => {
          await gate;
          if (failing) throw new TrpcFixtureError('NOT_FOUND', 'Withdrawal amounts not found');
          return state.withdrawalOptions.map((option) => ({ ...option }));
        },
      }),
    });
    expect(await screen.findByText('Loading withdrawal amounts…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Could not load withdrawal amounts.')).toBeInTheDocument();
    failing = false;
    const section = screen.getByRole('region', { name: 'Withdrawal amounts' });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('switch', { name: '₹100 available' })).toBeInTheDocument();
  });
});
