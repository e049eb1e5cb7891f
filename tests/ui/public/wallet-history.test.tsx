import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureEntry } from '../../../src/mocks/fixtures/public-fixtures';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { renderApp } from './render-app';

/** `count` promo credits one day apart, newest first (ENTRY1 is the newest). */
function credits(count: number) {
  return Array.from({ length: count }, (_, index) =>
    fixtureEntry(100 * (index + 1), { code: 'promo.redeemed', values: { code: `ENTRY${index + 1}` } }, new Date(Date.UTC(2025, 9, 30 - index, 10, 0))),
  );
}

describe('transaction history', () => {
  it('lists the ledger newest first with IST date-time, signed amounts and the promo code', async () => {
    renderApp('/wallet/history', {
      wallet: {
        entries: [
          fixtureEntry(-5000, { code: 'withdrawal.requested', values: { amountPaise: 5000 } }, new Date('2025-11-01T18:45:00.000Z'), { kind: 'withdrawal-hold' }),
          fixtureEntry(1250, { code: 'promo.redeemed', values: { code: 'BONUS1250' } }, new Date('2025-10-20T06:30:00.000Z'), { kind: 'promo', promoCode: 'BONUS1250' }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [withdrawal, promo] = within(list).getAllByRole('listitem');

    expect(withdrawal).toHaveTextContent('Withdrawal request: ₹50 Google Play code');
    // 18:45 UTC is 00:15 the next day in India.
    expect(withdrawal).toHaveTextContent('2 Nov 2025, 12:15 am');
    const minus = within(withdrawal!).getByText('−₹50');
    expect(minus).toHaveClass('text-rose-300');
    expect(withdrawal).not.toHaveTextContent('Promo code');

    expect(promo).toHaveTextContent('Promo code BONUS1250');
    expect(promo).toHaveTextContent('20 Oct 2025, 12:00 pm');
    expect(within(promo!).getByText('+₹12.50')).toHaveClass('text-emerald-300');
    const chip = within(promo!).getByText((_, element) => element?.tagName === 'SPAN' && element.textContent === 'Promo code BONUS1250' && element.classList.contains('rounded-full'));
    expect(chip).toBeInTheDocument();
    expect(document.title).toBe('Transaction history · Honest Rewards');
  });

  it('pages through the ledger with Previous and Next', async () => {
    const { user, router, callsTo } = renderApp('/wallet/history', { wallet: { entries: credits(23) } });
    expect(await screen.findByText('ENTRY1')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Transaction pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(10);
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('ENTRY11')).toBeInTheDocument();
    expect(screen.queryByText('ENTRY1')).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('ENTRY23')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('ENTRY11')).toBeInTheDocument();
    expect(callsTo('wallet.history')).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
      { page: 3, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });

  it('opens a page from the address bar', async () => {
    renderApp('/wallet/history?page=2', { wallet: { entries: credits(12) } });
    expect(await screen.findByText('ENTRY12')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says "No transactions found" when there are none, with no pagination', async () => {
    renderApp('/wallet/history', { wallet: { entries: [] } });
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem a promo code' })).toHaveAttribute('href', '/promocode');
  });
});

describe('transaction history in Hindi', () => {
  beforeEach(() => {
    document.cookie = 'lang=hi; path=/';
  });
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('words each line in Hindi from its code and values; what someone typed keeps its own language', async () => {
    renderApp('/wallet/history', {
      wallet: {
        entries: [
          fixtureEntry(500, { code: 'game.flip.won', values: { side: 'TAIL' } }, new Date('2025-11-03T10:00:00.000Z'), { kind: 'game-prize' }),
          fixtureEntry(3000, { code: 'withdrawal.rejected', values: { amountPaise: 3000, reason: 'The e-mail bounced' } }, new Date('2025-11-02T10:00:00.000Z'), { kind: 'withdrawal-release' }),
          fixtureEntry(200, { code: 'adjustment', values: { reason: 'दिवाली का तोहफ़ा' } }, new Date('2025-11-01T10:00:00.000Z'), { kind: 'adjustment' }),
          fixtureEntry(100, { code: 'legacy', values: { text: 'Old bonus from before' } }, new Date('2025-10-31T10:00:00.000Z'), { kind: 'adjustment' }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: hindiText('wallet.history.transactions') });
    const [flip, rejected, adjustment, legacy] = within(list).getAllByRole('listitem');

    expect(flip).toHaveTextContent(hindiText('wallet.line.game.flip.won', { game: hindiText('games.flip.title'), side: hindiText('wallet.line.coin.tail') }));
    expect(flip).not.toHaveTextContent("It's TAIL");
    expect(rejected).toHaveTextContent(hindiText('wallet.line.withdrawal.rejected', { amount: '₹30', reason: 'The e-mail bounced' }));
    // The admin's English reason is marked English inside the Hindi sentence; a Hindi one is not.
    expect(within(rejected!).getByText('The e-mail bounced')).toHaveAttribute('lang', 'en');
    expect(adjustment).toHaveTextContent(hindiText('wallet.line.adjustment', { reason: 'दिवाली का तोहफ़ा' }));
    expect(within(adjustment!).getByText('दिवाली का तोहफ़ा')).not.toHaveAttribute('lang');
    // A line from before codes, which the migration could not read, shows its stored English, marked English.
    expect(within(legacy!).getByText('Old bonus from before')).toHaveAttribute('lang', 'en');
  });
});
