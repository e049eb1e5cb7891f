import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VIP_MESSAGES } from '#contract/vip/rules';
import { fixtureVipPayments, vipAdminProcedures } from '../../../admin/mocks/fixtures/admin-vip-fixtures';
import { beforeEachCall } from '#kit/mocks/trpc-msw';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const AXE_OPTIONS: axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } };

/** The tab over its own payments, each VIP call recorded as the admin fixtures record theirs. */
function renderVipTab(url = '/vip') {
  const vip = { payments: fixtureVipPayments(new Date()), now: () => new Date() };
  const view = renderAdmin(server, url, {
    overrides: (state) => beforeEachCall(vipAdminProcedures(vip), (path, input) => state.calls.push({ path, input })),
  });
  return { ...view, vip };
}

const rows = () => screen.getAllByTestId('vip-payment');
function rowOf(name: string) {
  const row = rows().find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`No payment of ${name}`);
  return within(row);
}

describe('VIP tab', () => {
  it('lists payments with their status and Razorpay’s reason; only a payment within the window can be refunded', async () => {
    renderVipTab();
    await screen.findByRole('table', { name: 'VIP payments, newest first' });
    expect(screen.getByRole('link', { name: 'VIP & payments' })).toHaveAttribute('aria-current', 'page');
    expect(rows()).toHaveLength(3);
    expect(rowOf('Priya Sharma').getByText('Paid')).toBeInTheDocument();
    expect(rowOf('Priya Sharma').getByText(/^Member .+ – .+$/)).toBeInTheDocument();
    expect(rowOf('Priya Sharma').getByRole('button', { name: 'Refund the VIP payment of Priya Sharma' })).toBeInTheDocument();
    expect(rowOf('Rahul Verma').queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(rowOf('Rahul Verma').getByText('Past the 7-day refund window')).toBeInTheDocument();
    expect(rowOf('Anita Rao').getByText('Failed')).toBeInTheDocument();
    expect(rowOf('Anita Rao').getByText('Razorpay: Your payment was declined by the bank.')).toBeInTheDocument();
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });

  it('filters by status through the address', async () => {
    const { user, state, location } = renderVipTab();
    await screen.findByRole('table', { name: 'VIP payments, newest first' });
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(location().search).toEqual({ status: 'failed' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsTo(state, 'vip.payments').at(-1)).toMatchObject({ status: 'failed' });
  });

  it('refunds in the shared dialog with the refund policy in view; the row becomes refunded and a toast says so', async () => {
    const { user, state } = renderVipTab();
    await screen.findByRole('table', { name: 'VIP payments, newest first' });
    await user.click(rowOf('Priya Sharma').getByRole('button', { name: 'Refund the VIP payment of Priya Sharma' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Refund VIP payment' }));
    expect(dialog.getByText('Refund Policy: refunds are only possible within 7 days of purchase.')).toBeInTheDocument();
    expect(
      dialog.getByText(
        'Refund ₹29 to priya.sharma@example.in (Priya Sharma) through Razorpay. The days this payment bought that are not yet used end now; days bought by their other payments stay. Their VIP membership ends now.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'vip.refund')).toEqual([]);
    expect(rowOf('Priya Sharma').getByText('Paid')).toBeInTheDocument();
    await user.click(rowOf('Priya Sharma').getByRole('button', { name: 'Refund the VIP payment of Priya Sharma' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Refund VIP payment' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Bought by mistake');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Refund sent for Priya Sharma; the unused days of this payment are taken back'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'vip.refund')).toEqual([{ id: 'p1', reason: 'Bought by mistake' }]);
    await waitFor(() => expect(rowOf('Priya Sharma').getByText('Refunded')).toBeInTheDocument());
    expect(rowOf('Priya Sharma').getByText(/^Used .+ – .+$/)).toBeInTheDocument();
  });

  it('a refusal (the window passed meanwhile) closes the dialog with the server’s words', async () => {
    const { user, vip } = renderVipTab();
    await screen.findByRole('table', { name: 'VIP payments, newest first' });
    await user.click(rowOf('Priya Sharma').getByRole('button', { name: /Refund/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund VIP payment' }));
    vip.payments = vip.payments.map((payment) => ({ ...payment, refundable: false }));
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(VIP_MESSAGES.refundWindowPassed(7)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('scheduling a VIP code (Promo Codes tab)', () => {
  it('sends vipOnly with the date only when "VIP code" is ticked', async () => {
    const { user, state } = renderAdmin(server, '/promo-codes');
    await screen.findByRole('rowheader', { name: 'WELCOME50' });
    const form = within(screen.getByRole('form', { name: 'Create a promo code' }));
    await user.type(form.getByLabelText('Code'), 'vipnight');
    await user.type(form.getByLabelText('Amount (₹)'), '50');
    await user.type(form.getByLabelText('Daily code for date (IST)'), '2030-01-01');
    await user.click(form.getByLabelText('VIP code'));
    await user.click(form.getByRole('button', { name: 'Create promo code' }));
    // A VIP code has no use limit (once per member): the admin confirms first.
    await user.click(within(screen.getByRole('dialog', { name: 'Create the code VIPNIGHT?' })).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(callsTo(state, 'promoCodes.create')).toEqual([{ code: 'VIPNIGHT', amountPaise: 5000, dailyFor: '2030-01-01', vipOnly: true }]));
  });
});
