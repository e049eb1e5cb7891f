import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function summaryValue(report: HTMLElement, term: string): string | null {
  return within(report).getByText(term).nextElementSibling?.textContent ?? null;
}

describe('Ledger tab', () => {
  it('is reachable from the dashboard tabs and runs the check only when asked', async () => {
    const { user, state, location } = renderAdmin(server, '/users');
    await user.click(await screen.findByRole('link', { name: 'Ledger' }));
    expect(await screen.findByRole('heading', { name: 'Ledger check' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ledger');
    expect(screen.getByText('The ledger has not been checked yet')).toBeInTheDocument();
    expect(callsTo(state, 'wallet.checkLedger')).toHaveLength(0);
  });

  it('shows OK in green with the counts and a system sum of ₹0', async () => {
    const { user, state } = renderAdmin(server, '/ledger');
    await user.click(await screen.findByRole('button', { name: 'Run ledger check' }));
    const report = await screen.findByTestId('ledger-report');
    expect(report).toHaveAttribute('data-ok', 'true');
    expect(report).toHaveClass('bg-emerald-50');
    expect(within(report).getByRole('heading', { name: /Ledger OK: every balance matches its entries/ })).toBeInTheDocument();
    // 45 users + 5 system accounts; 412 transfers in the fixtures.
    expect(summaryValue(report, 'Accounts checked')).toBe('50');
    expect(summaryValue(report, 'Transfers checked')).toBe('412');
    expect(summaryValue(report, 'System sum')).toBe('₹0');
    expect(callsTo(state, 'wallet.checkLedger')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Run again' })).toBeEnabled();
  });

  it('lists every mismatch in red: balances, unbalanced transfers, the holds and the system sum', async () => {
    const { user } = renderAdmin(server, '/ledger', {
      overrides: (state) => ({
        'wallet.checkLedger': () => ({
          ok: false,
          accountsChecked: 50,
          transfersChecked: 413,
          systemSumPaise: 500,
          mismatchedAccounts: [
            { accountId: 'a1', label: `user:${state.users[1]!.id}`, cachedPaise: 6_375, entriesPaise: 1_375 },
            { accountId: 'a2', label: 'promotions', cachedPaise: -4_000, entriesPaise: -4_500 },
          ],
          unbalancedTransfers: [{ transferId: '7d0c2b1e-0000-4000-8000-000000000042', sumPaise: 500 }],
          holdsMismatch: { heldPaise: 18_000, pendingRequestsPaise: 13_000 },
          checkedAt: state.now(),
        }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Run ledger check' }));
    const report = await screen.findByTestId('ledger-report');
    expect(report).toHaveAttribute('data-ok', 'false');
    expect(report).toHaveClass('bg-red-50');
    expect(within(report).getByRole('heading', { name: /Ledger mismatch: 5 problems found/ })).toBeInTheDocument();
    expect(within(report).getByText('The system sums to ₹5 instead of ₹0.')).toBeInTheDocument();

    const balances = within(report).getByRole('table', { name: 'Accounts whose cached balance differs from the sum of their entries' });
    const userRow = within(balances).getByRole('rowheader', { name: 'user:00000000-0000-4000-8001-000000000002' }).closest('tr')!;
    expect(Array.from(userRow.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(['₹63.75', '₹13.75', '₹50']);
    const promotions = within(balances).getByRole('rowheader', { name: 'promotions' }).closest('tr')!;
    expect(Array.from(promotions.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(['-₹40', '-₹45', '₹5']);

    const transfers = within(report).getByRole('table', { name: 'Transfers whose entries do not sum to zero' });
    expect(within(transfers).getByRole('rowheader', { name: '7d0c2b1e-0000-4000-8000-000000000042' })).toBeInTheDocument();
    expect(within(transfers).getByText('₹5')).toBeInTheDocument();
    expect(within(report).getByText('The holds account has ₹180 but pending requests total ₹130.')).toBeInTheDocument();
  });

  it("says 'Ledger check failed' when the check cannot run, and can be retried", async () => {
    const { user } = renderAdmin(server, '/ledger');
    let offline = true;
    server.use(http.post(`${API_ORIGIN}/trpc/wallet.checkLedger`, () => (offline ? HttpResponse.error() : undefined)));
    await user.click(await screen.findByRole('button', { name: 'Run ledger check' }));
    expect(await within(screen.getByRole('alert')).findByText('Ledger check failed')).toBeInTheDocument();
    expect(screen.getByText('The ledger check could not run.')).toBeInTheDocument();
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ledger-report')).toHaveAttribute('data-ok', 'true');
  });
});
