import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureEntry, type FixtureRedeemRequest } from '../../../src/mocks/fixtures/public-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { renderApp } from './render-app';

const pending = (amountPaise: number): FixtureRedeemRequest => ({
  id: crypto.randomUUID(),
  amountPaise,
  email: 'priya.sharma@example.in',
  status: 'pending',
  codeLast4: null,
  rejectReason: null,
  createdAt: new Date('2025-11-01T06:15:00.000Z'),
  resolvedAt: null,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('wallet', () => {
  it('shows the available balance and the three actions', async () => {
    const { router } = renderApp('/wallet', {
      wallet: { entries: [fixtureEntry(12_550, { code: 'promo.redeemed', values: { code: 'BIG' } }, new Date('2025-10-02T10:00:00.000Z'))], requests: [] },
    });
    const card = within(await screen.findByRole('region', { name: 'Available balance' }));
    expect(await card.findByText('₹125.50')).toBeInTheDocument();
    expect(card.queryByText(/pending/)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Add Money' })).toHaveAttribute('href', '/promocode');
    expect(card.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/wallet/history');
    expect(card.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/redeem-balance');
    expect(document.title).toBe('Wallet · Honest Rewards');
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('lists held withdrawals as pending, with a link to the redeem history', async () => {
    const { user, router } = renderApp('/wallet', {
      wallet: {
        entries: [
          fixtureEntry(-3000, { code: 'withdrawal.requested', values: { amountPaise: 3000 } }, new Date('2025-11-02T06:15:00.000Z')),
          fixtureEntry(-5000, { code: 'withdrawal.requested', values: { amountPaise: 5000 } }, new Date('2025-11-01T06:15:00.000Z')),
          fixtureEntry(20_000, { code: 'promo.redeemed', values: { code: 'BIG' } }, new Date('2025-10-02T10:00:00.000Z')),
        ],
        requests: [pending(3000), pending(5000)],
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Available balance' }));
    expect(await card.findByText('₹120')).toBeInTheDocument();
    expect(card.getByText('₹80 pending in 2 requests')).toBeInTheDocument();
    await user.click(card.getByRole('link', { name: 'See redeem history' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem history' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redeem-history');
  });

  it('says "request" for a single pending withdrawal', async () => {
    renderApp('/wallet', {
      wallet: { entries: [fixtureEntry(-5000, { code: 'withdrawal.requested', values: { amountPaise: 5000 } }, new Date()), fixtureEntry(5000, { code: 'promo.redeemed', values: { code: 'PROMO' } }, new Date())], requests: [pending(5000)] },
    });
    expect(await screen.findByText('₹50 pending in 1 request')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Available balance' })).toHaveTextContent('₹0');
  });

  it('shows what a reversed credit left owed, with each reason, only while something is owed', async () => {
    renderApp('/wallet', {
      wallet: {
        entries: [],
        requests: [],
        debts: [
          { openPaise: 500, reason: 'The friend’s account was found to be a duplicate', source: 'referral', createdAt: new Date('2025-11-01T06:15:00.000Z') },
          // A provider's chargeback is worded by the SPA in the reader's language, whatever the server stored.
          { openPaise: 250, reason: 'stored text', source: 'offerwall', createdAt: new Date('2025-11-02T06:15:00.000Z') },
        ],
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Available balance' }));
    expect(await card.findByText('₹7.50 owed — it is taken from your next earnings.')).toBeInTheDocument();
    expect(card.getByText('Why: The friend’s account was found to be a duplicate')).toBeInTheDocument();
    expect(card.getByText('Why: The offer’s provider reversed this reward (chargeback)')).toBeInTheDocument();
    expect(card.getByTestId('wallet-balance')).toHaveTextContent('₹0');
  });

  it('says nothing about debts when nothing is owed', async () => {
    renderApp('/wallet', { wallet: { entries: [fixtureEntry(5000, { code: 'promo.redeemed', values: { code: 'PROMO' } }, new Date())], requests: [] } });
    const card = within(await screen.findByRole('region', { name: 'Available balance' }));
    expect(await card.findByText('₹50')).toBeInTheDocument();
    expect(card.queryByText(/owed/)).not.toBeInTheDocument();
  });

  it('shows a loading skeleton until the balance arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderApp('/wallet', {
      procedures: { 'wallet.summary': () => new Promise((resolve) => (answer = resolve)) },
    });
    const card = await screen.findByRole('region', { name: 'Available balance' });
    expect(within(card).getByText('Loading your balance…')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('₹');

    act(() => answer({ balancePaise: 4200, pendingPaise: 0, pendingCount: 0, debtPaise: 0, debts: [], offerwallPending: [] }));
    expect(await within(card).findByText('₹42')).toBeInTheDocument();
    expect(within(card).queryByText('Loading your balance…')).not.toBeInTheDocument();
  });

  it('says "Failed to fetch data" when the balance cannot be loaded, and tries again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    const { user } = renderApp('/wallet', {
      fakeTimers: true,
      procedures: {
        'wallet.summary': () => {
          if (failing) throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'boom');
          return { balancePaise: 7000, pendingPaise: 0, pendingCount: 0, debtPaise: 0, debts: [], offerwallPending: [] };
        },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Available balance' }));
    // The query client retries a server failure twice before giving up.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await card.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    expect(card.queryByText('boom')).not.toBeInTheDocument();

    failing = false;
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('₹70')).toBeInTheDocument();
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });
});
