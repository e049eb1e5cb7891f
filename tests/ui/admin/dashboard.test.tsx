import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The admin's home (issue 31, decision 049) over the fixtures (admin/mocks/fixtures/admin-dashboard-fixtures.ts). */
describe('Dashboard', () => {
  it('shows each queue with its count and oldest item, linked to the queue with its filter', async () => {
    const { state } = renderAdmin(server, '/');
    expect(await screen.findByRole('heading', { name: 'Today at a glance' })).toBeInTheDocument();
    const withdrawals = await screen.findByTestId('queue-withdrawals');
    // Three pending, the oldest 5 h before the fixtures' base time, read one fixture minute later.
    expect(withdrawals).toHaveTextContent('Withdrawals pending3Oldest waiting 5 h 1 min');
    expect(withdrawals).toHaveAttribute('href', '/redeem-requests?status=pending');
    const unread = state.contacts.filter((contact) => !contact.isRead).length;
    expect(screen.getByTestId('queue-contacts')).toHaveTextContent(`Unread contact messages${unread}`);
    expect(screen.getByTestId('queue-contacts')).toHaveAttribute('href', '/contacts?filter=unread');
    expect(screen.getByTestId('queue-storeOrders')).toHaveTextContent('Store orders pending2Oldest waiting 3 h 5 min1 of them Free Fire top-ups');
    expect(screen.getByTestId('queue-appeals')).toHaveTextContent('Appeals open0Nothing waiting');
    expect(screen.getByTestId('queue-flaggedReferrals')).toHaveAttribute('href', '/referrals?status=review');
    expect(screen.getByTestId('queue-reportedCodes')).toHaveAttribute('href', '/rewards?view=orders&status=reported');
  });

  it('flags stock that balances could outrun, and shows payouts, the ledger check and failures with links', async () => {
    renderAdmin(server, '/');
    const stock = await screen.findByTestId('dashboard-stock');
    const rows = within(stock).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Google Play ₹1012 in stock · balances could buy 340Short by 328');
    expect(rows[1]).toHaveTextContent('Google Play ₹10040 in stock · balances could buy 18Enough');
    expect(rows[2]).toHaveTextContent('App Store ₹500(switched off)0 in stock · balances could buy 2Short by 2');
    const payouts = screen.getByTestId('dashboard-payouts');
    expect(within(payouts).getByRole('row', { name: /Flip & Win/ })).toHaveTextContent('100%');
    expect(screen.getByTestId('ledger-check')).toHaveTextContent('Everything added up.');
    expect(screen.getByRole('link', { name: 'Open the ledger' })).toHaveAttribute('href', '/ledger');
    expect(screen.getByTestId('failed-mails')).toHaveTextContent('1 given up on in the last 24 h');
    expect(screen.getByText('No failures.')).toBeInTheDocument();
  });

  it('tracks the payout clock per kind against its goals, a missed goal said in words', async () => {
    renderAdmin(server, '/');
    const section = await screen.findByRole('region', { name: 'Payout clock (last 30 days)' });
    // The goals are the rules' limits, never typed into the sentence.
    expect(within(section).getByText(/Goals: median at most 10 minutes, 90th percentile at most 24 hours\.$/)).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Payout clock by kind, with its goals' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Kind',
      'Counted',
      'Within 10 minutes',
      'Within 24 hours',
      'Median',
      '90th percentile',
      'Median goal',
      '90th percentile goal',
    ]);
    const row = (kind: string) => within(within(table).getByRole('row', { name: new RegExp(`^${kind}`) })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(row('Gift card codes')).toEqual(['401 rejected or refunded, left out', '95%', '100%', '0 seconds', '5 minutes', 'Met', 'Met']);
    expect(row('Free Fire top-ups')).toEqual(['122 still waiting', '25%', '75%', '1.5 hours', 'Over 24 hours, still waiting', 'Not met', 'Not met']);
    expect(row('Withdrawals')).toEqual(['3', ...Array(6).fill('Too few requests')]);
  });

  it('puts the counts on the grouped navigation as badges', async () => {
    renderAdmin(server, '/');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Money', 'Store', 'Growth', 'Content', 'System']);
    expect(await within(nav).findByRole('link', { name: 'Redeem Requests 3 waiting' })).toHaveAttribute('href', '/redeem-requests');
    // Store orders and reported codes are handled on one screen: its badge counts both.
    expect(within(nav).getByRole('link', { name: 'Rewards 3 waiting' })).toBeInTheDocument();
    expect(within(within(nav).getByRole('list', { name: 'Growth' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/games', '/referrals', '/tasks', '/appeals', '/contacts']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('a support admin sees their queues only, and no money', async () => {
    renderAdmin(server, '/', {
      overrides: (state) => {
        state.admin.role = 'support';
        return {};
      },
    });
    expect(await screen.findByTestId('queue-contacts')).toBeInTheDocument();
    expect(screen.getByTestId('queue-taskReviews')).toBeInTheDocument();
    expect(screen.queryByTestId('queue-withdrawals')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-stock')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-payouts')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Payout clock/ })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Contacts \d+ waiting$/ })).toBeInTheDocument());
    // Withdrawals are finance's: support has no such tab.
    expect(within(nav).queryByRole('link', { name: /^Redeem Requests/ })).not.toBeInTheDocument();
  });

  it('is axe-clean', async () => {
    renderAdmin(server, '/');
    await screen.findByTestId('dashboard-stock');
    await screen.findByRole('table', { name: 'Payout clock by kind, with its goals' });
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
