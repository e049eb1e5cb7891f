import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FixtureRedeemRequest } from '../../../src/mocks/fixtures/public-fixtures';
import { expectToast, renderApp } from './render-app';

function request(overrides: Partial<FixtureRedeemRequest>): FixtureRedeemRequest {
  return {
    id: crypto.randomUUID(),
    amountPaise: 5000,
    email: 'priya.sharma@example.in',
    status: 'pending',
    codeLast4: null,
    rejectReason: null,
    createdAt: new Date('2025-11-01T06:15:00.000Z'),
    resolvedAt: null,
    ...overrides,
  };
}

describe('redeem history', () => {
  it('lists requests newest first with amount, status badge, e-mail and IST date-time', async () => {
    renderApp('/redeem-history');
    const list = await screen.findByRole('list', { name: 'Redeem requests' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['₹50 Google Play code', '₹30 Google Play code', '₹50 Google Play code']);

    const [pending, rejected, completed] = items;
    expect(within(pending!).getByText('Pending')).toHaveClass('text-amber-200');
    expect(within(rejected!).getByText('Rejected')).toHaveClass('text-rose-200');
    expect(within(completed!).getByText('Completed')).toHaveClass('text-emerald-200');

    expect(pending).toHaveTextContent('priya.sharma@example.in');
    // 06:15 UTC is 11:45 am in India.
    expect(pending).toHaveTextContent('1 Nov 2025, 11:45 am');
    expect(pending).toHaveTextContent(/24–48 hours/);
    expect(document.title).toBe('Redeem history · Honest Rewards');
  });

  it("shows a completed request's code by its last 4 until its owner reveals it, then copies it", async () => {
    const { user, callsTo } = renderApp('/redeem-history');
    await screen.findByRole('list', { name: 'Redeem requests' });
    const article = screen.getAllByRole('article').find((item) => within(item).queryByText('Completed'))!;
    expect(article).toHaveTextContent('Code ending in 4HTR');
    expect(article).not.toHaveTextContent('GPLAY-7Q2M-K9XD');
    expect(article).toHaveTextContent('Completed on 22 Oct 2025, 1:50 pm');
    // Only completed requests have a code to reveal.
    expect(screen.getAllByRole('button', { name: /^Reveal the/ })).toHaveLength(1);

    await user.click(within(article).getByRole('button', { name: 'Reveal the ₹50 Google Play code' }));
    expect(await within(article).findByText('GPLAY-7Q2M-K9XD-4HTR')).toBeInTheDocument();
    expect(callsTo('redeem.reveal')).toEqual([{ id: 'a1f0c2d4-0000-4000-8000-000000000001' }]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(within(article).getByRole('button', { name: 'Copy code GPLAY-7Q2M-K9XD-4HTR' }));
    expect(writeText).toHaveBeenCalledWith('GPLAY-7Q2M-K9XD-4HTR');
    await expectToast('status', 'Code copied to clipboard');
    // Codes appear only on completed requests.
    expect(screen.getAllByRole('button', { name: /^Copy code/ })).toHaveLength(1);
  });

  it('shows why a request was rejected and that the amount went back to the wallet', async () => {
    renderApp('/redeem-history');
    await screen.findByRole('list', { name: 'Redeem requests' });
    const article = screen.getAllByRole('article').find((item) => within(item).queryByText('Rejected'))!;
    expect(article).toHaveTextContent('Reason: The e-mail address bounced; please check it and try again');
    expect(article).toHaveTextContent('₹30 returned to your wallet');
    expect(within(article).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "No redeem requests found" when there are none', async () => {
    renderApp('/redeem-history', { wallet: { entries: [], requests: [] } });
    expect(await screen.findByText('No redeem requests found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Redeem requests' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Redeem balance' })[0]).toHaveAttribute('href', '/redeem-balance');
  });

  it('pages through many requests', async () => {
    const requests = Array.from({ length: 12 }, (_, index) => request({ amountPaise: 100 * (index + 1), createdAt: new Date(Date.UTC(2025, 9, 30 - index)) }));
    const { user } = renderApp('/redeem-history', { wallet: { entries: [], requests } });
    const list = await screen.findByRole('list', { name: 'Redeem requests' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const pages = within(screen.getByRole('navigation', { name: 'Redeem history pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '₹12 Google Play code' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Redeem requests' })).getAllByRole('article')).toHaveLength(2);
  });
});
