import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_MESSAGES } from '#contract/rewards/schemas';
import { createRewardFixtureState, rewardAdminProcedures } from '../../../admin/mocks/fixtures/reward-fixtures';
import { refusalError } from '#kit/mocks/trpc-msw';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderQueue(url = '/rewards?view=orders', overrides: Record<string, (input: unknown) => unknown> = {}) {
  const rewards = createRewardFixtureState();
  const view = renderAdmin(server, url, { overrides: (state) => ({ ...rewardAdminProcedures(state, rewards), ...overrides }) });
  return { ...view, rewards };
}

const table = () => screen.findByRole('table', { name: 'Reward orders' });

function rowOf(name: string, product: string) {
  const row = screen.getAllByTestId('reward-order').find((candidate) => within(candidate).queryByRole('rowheader', { name: new RegExp(name) }) && candidate.textContent?.includes(product));
  if (!row) throw new Error(`No order of ${product} by ${name}`);
  return within(row);
}

const RAVI_ORDER = '00000000-0000-4000-8036-000000000001';
const PRIYA_ORDER = '00000000-0000-4000-8036-000000000002';
const AMIT_REPORTED = '00000000-0000-4000-8036-000000000003';
const polite = () => within(screen.getByRole('status'));
const waitForRows = (count: number) => waitFor(() => expect(screen.getAllByTestId('reward-order')).toHaveLength(count));

describe('Rewards tab: orders queue', () => {
  it('opens on the pending orders, each with user, product, price, destination and age', async () => {
    const { location } = renderQueue();
    await table();
    expect(screen.getByRole('link', { name: 'Orders queue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /^Rewards( \d+ waiting)?$/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toContain('Reward orders');
    expect(screen.getAllByTestId('reward-order')).toHaveLength(2);

    const ravi = rowOf('Ravi Kumar', 'Google Play ₹100');
    // The account's address in the user column, and as the code's destination.
    expect(ravi.getAllByText('ravi@example.com')).toHaveLength(2);
    expect(ravi.getByText('₹100')).toBeInTheDocument();
    expect(ravi.getByText('3 hours ago')).toBeInTheDocument();
    expect(ravi.getByText('Pending')).toBeInTheDocument();
    expect(ravi.getByRole('button', { name: 'Fulfil Google Play ₹100 for Ravi Kumar' })).toBeInTheDocument();
    expect(ravi.getByRole('button', { name: 'Reject Google Play ₹100 for Ravi Kumar' })).toBeInTheDocument();

    const priya = rowOf('Priya Sharma', 'Free Fire 100 Diamonds');
    expect(priya.getByText('Free Fire UID 123456789')).toBeInTheDocument();
    expect(priya.getByText('₹80')).toBeInTheDocument();
    expect(priya.getByText('2 days ago')).toBeInTheDocument();
    expect(location().search).toEqual({ view: 'orders' });
  });

  it('lists oldest first, newest first when toggled (in the URL); Reported shows reported codes with the minutes from reveal to report', async () => {
    const { user, location } = renderQueue();
    await table();
    const buyers = () => screen.getAllByTestId('reward-order').map((row) => within(row).getByRole('rowheader').textContent);
    // Oldest first: Priya's top-up (2 days), then Ravi's gift card (3 hours).
    expect(buyers()).toEqual([expect.stringContaining('Priya Sharma'), expect.stringContaining('Ravi Kumar')]);
    expect(screen.getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    await waitFor(() => expect(buyers()).toEqual([expect.stringContaining('Ravi Kumar'), expect.stringContaining('Priya Sharma')]));
    expect(location().search).toEqual({ view: 'orders', order: 'newest' });

    await user.click(screen.getByRole('button', { name: 'Reported' }));
    await waitForRows(1);
    expect(location().search).toEqual({ view: 'orders', order: 'newest', status: 'reported' });
    expect(rowOf('Amit Verma', 'Google Play ₹100').getByText('Reported 3 min after reveal')).toBeInTheDocument();
  });

  it('filters by status; a reported order shows its note and only the last 4 of its code', async () => {
    const { user, rewards, location } = renderQueue();
    await table();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await screen.findByText('Out of stock for weeks', { exact: false });
    expect(location().search).toMatchObject({ view: 'orders', status: 'all' });
    expect(screen.getAllByTestId('reward-order')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Fulfilled' }));
    await screen.findByRole('button', { name: 'Fulfilled', pressed: true });
    await screen.findByText('Reported: The store says this code was already used');
    expect(screen.getAllByTestId('reward-order')).toHaveLength(2);
    const amit = rowOf('Amit Verma', 'Google Play ₹100');
    const reported = rewards.products[1]!.codes.find((code) => code.status === 'reported')!;
    expect(amit.getByText(`Code …${reported.last4}`)).toBeInTheDocument();
    expect(amit.getByText('Reported')).toBeInTheDocument();
    expect(amit.getByRole('button', { name: 'Re-issue a code of Google Play ₹100 for Amit Verma' })).toBeInTheDocument();
    expect(amit.getByRole('button', { name: 'Refund Google Play ₹100 to Amit Verma' })).toBeInTheDocument();
    // A delivered, unreported order has nothing left to do.
    expect(within(rowOf('Ravi Kumar', 'Google Play ₹10 (demo)').getByText('Fulfilled').closest('tr')!).queryByRole('button')).not.toBeInTheDocument();
    // No more than the last 4 characters of any code is on the page.
    for (const code of rewards.products.flatMap((item) => item.codes)) expect(document.body.textContent).not.toContain(code.normalised);

    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('Reason: Out of stock for weeks')).toBeInTheDocument();
  });

  it('fulfils a gift card from stock, then the order leaves the pending list', async () => {
    const { user, state, rewards } = renderQueue();
    await table();
    await user.click(screen.getByRole('button', { name: 'Fulfil Google Play ₹100 for Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Fulfil order' });
    expect(within(dialog).getByText(/Ravi Kumar ordered Google Play ₹100 for ₹100, 3 hours ago/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Next code from stock/ })).toBeChecked();
    expect(await within(dialog).findByText('4 available. The code is e-mailed to the user.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil order' }));

    expect(await polite().findByText('Order fulfilled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.fulfil')).toEqual([{ id: RAVI_ORDER }]);
    await waitForRows(1);
    expect(rewards.products[1]!.codes.filter((code) => code.status === 'available')).toHaveLength(3);
  });

  it("types a code under the server's rules; a code already known is refused under its field", async () => {
    const { user, state, rewards } = renderQueue();
    await table();
    await user.click(screen.getByRole('button', { name: 'Fulfil Google Play ₹100 for Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Fulfil order' });
    const submit = within(dialog).getByRole('button', { name: 'Fulfil order' });
    await user.click(within(dialog).getByRole('radio', { name: /Type a code/ }));
    const code = within(dialog).getByLabelText('Code');
    expect(submit).toBeDisabled();

    await user.type(code, 'AB-1');
    await user.click(submit);
    expect(await within(dialog).findByText(REWARDS_MESSAGES.codeTooShort)).toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.fulfil')).toEqual([]);

    // A code already in the inventory (typed in another form: the server compares normalised codes).
    const known = rewards.products[0]!.codes[0]!.normalised;
    await user.clear(code);
    await user.type(code, known.toLowerCase());
    await user.click(submit);
    expect(await within(dialog).findByText(REWARDS_MESSAGES.codeKnown, { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, 'NEWC-ODE9-ABCD');
    await user.click(submit);
    expect(await polite().findByText('Order fulfilled')).toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.fulfil').at(-1)).toEqual({ id: RAVI_ORDER, code: 'NEWC-ODE9-ABCD' });
  });

  it('fulfils a Free Fire top-up with its reference only', async () => {
    const { user, state } = renderQueue();
    await table();
    await user.click(screen.getByRole('button', { name: 'Fulfil Free Fire 100 Diamonds for Priya Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Fulfil order' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil order' }));
    expect(await within(dialog).findByText(REWARDS_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.fulfil')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Top-up reference'), ' FF-TOPUP-77 ');
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil order' }));
    expect(await polite().findByText('Order fulfilled')).toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.fulfil')).toEqual([{ id: PRIYA_ORDER, reference: 'FF-TOPUP-77' }]);
  });

  it('rejects a pending order with a reason, which the server requires', async () => {
    const { user, state } = renderQueue();
    await table();
    await user.click(screen.getByRole('button', { name: 'Reject Google Play ₹100 for Ravi Kumar' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject order' });
    expect(
      within(dialog).getByText("Reject the order and give ₹100 back to ravi@example.com's balance; nothing is sent, and the reason is shown in their redeem history."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.reject')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reject Google Play ₹100 for Ravi Kumar' }));
    dialog = screen.getByRole('dialog', { name: 'Reject order' });
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject and release' }));
    expect(await within(dialog).findByText(REWARDS_MESSAGES.reasonRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Reason/), 'Product discontinued');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and release' }));
    expect(await polite().findByText("Order rejected; the money is back in the user's balance")).toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.reject')).toEqual([{ id: RAVI_ORDER, reason: 'Product discontinued' }]);
    await waitForRows(1);
  });

  it('re-issues a reported code once, and refunds a reported order', async () => {
    const { user, state } = renderQueue('/rewards?view=orders&status=fulfilled');
    await screen.findByText('Reported: The store says this code was already used');
    await user.click(screen.getByRole('button', { name: 'Re-issue a code of Google Play ₹100 for Amit Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-issue a code' });
    await user.click(within(dialog).getByRole('button', { name: 'Re-issue code' }));
    expect(await polite().findByText('A new code was sent to the user')).toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.reissue')).toEqual([{ id: AMIT_REPORTED }]);
    expect(await screen.findByText('Code re-issued once')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-issue a code of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it('refunds a reported order with a reason', async () => {
    const { user, state } = renderQueue('/rewards?view=orders&status=fulfilled');
    await screen.findByText('Reported: The store says this code was already used');
    await user.click(screen.getByRole('button', { name: 'Refund Google Play ₹100 to Amit Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund reported order' });
    expect(
      within(dialog).getByText("The user reported the code. Refund ₹100 to amit@example.com's balance; the order ends as refunded, and the reason is shown in their redeem history."),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Code was already used');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await polite().findByText("Order refunded to the user's balance")).toBeInTheDocument();
    expect(callsTo(state, 'rewardOrders.reject')).toEqual([{ id: AMIT_REPORTED, reason: 'Code was already used' }]);
  });

  it('says so and keeps the dialog open when the stock ran out', async () => {
    const { user, rewards } = renderQueue();
    for (const code of rewards.products[1]!.codes) if (code.status === 'available') code.status = 'assigned';
    await table();
    await user.click(screen.getByRole('button', { name: 'Fulfil Google Play ₹100 for Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Fulfil order' });
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil order' }));
    expect(await within(dialog).findByText(REWARDS_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(within(screen.getAllByRole('alert').at(-1)!).getByText(REWARDS_MESSAGES.outOfStock)).toBeInTheDocument();
  });

  it('closes the dialog and refreshes when another admin settled the order first', async () => {
    const { user } = renderQueue('/rewards?view=orders', {
      'rewardOrders.fulfil': () => {
        throw refusalError('rewards.order-not-pending');
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Fulfil Google Play ₹100 for Ravi Kumar' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Fulfil order' })).getByRole('button', { name: 'Fulfil order' }));
    expect(await within(screen.getAllByRole('alert').at(-1)!).findByText(REWARDS_MESSAGES.orderNotPending)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches between the products and the queue', async () => {
    const { user, location } = renderQueue('/rewards');
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    await user.click(screen.getByRole('link', { name: 'Orders queue' }));
    await table();
    expect(location().search).toEqual({ view: 'orders' });
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('table', { name: 'Reward products by kind and face value' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders queue' })).not.toHaveAttribute('aria-current');
  });
});
