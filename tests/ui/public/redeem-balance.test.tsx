import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureEntry, fixtureUser, unverifiedUser, type FixtureWithdrawalOption } from '../../../src/mocks/fixtures/public-fixtures';
import { refusalError, TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { expectToast, notifications, renderApp } from './render-app';
import { withdrawalRequestMessage } from '#contract/redeem/schemas';

const OUT_OF_STOCK: FixtureWithdrawalOption[] = [
  { amountPaise: 3000, isAvailable: false, unavailableReason: 'Temporarily unavailable: out of stock' },
  { amountPaise: 5000, isAvailable: true, unavailableReason: null },
  { amountPaise: 10000, isAvailable: true, unavailableReason: null },
];

/** A wallet holding `paise`, with no withdrawals yet. */
const walletWith = (paise: number) => ({ entries: [fixtureEntry(paise, { code: 'promo.redeemed', values: { code: 'BIG' } }, new Date('2025-10-02T10:00:00.000Z'))], requests: [] });

async function openRedeemPage(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/redeem-balance', options);
  const amounts = await screen.findByRole('radiogroup', { name: 'Amount' });
  return {
    ...view,
    amounts,
    option: (label: string) => within(amounts).getByRole('radio', { name: new RegExp(`^${label.replace(/[₹]/g, '$&')}`) }),
    email: screen.getByLabelText('E-mail for the code'),
    submit: () => screen.getByRole('button', { name: /Submit redeem request|Withdraw ₹/ }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('redeem balance', () => {
  it('offers ₹30, ₹50 and ₹100 from the server, an unavailable one disabled with its reason', async () => {
    const { option, amounts } = await openRedeemPage({ withdrawalOptions: OUT_OF_STOCK, wallet: walletWith(20_000) });
    expect(within(amounts).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['₹30Temporarily unavailable: out of stock', '₹50', '₹100']);
    // The name is the amount; the reason is read once, as its description.
    expect(within(amounts).getByRole('radio', { name: '₹30' })).toBeDisabled();
    expect(option('₹30')).toHaveAccessibleDescription('Temporarily unavailable: out of stock');
    expect(option('₹50')).toBeEnabled();
    expect(option('₹100')).toBeEnabled();
    for (const label of ['₹30', '₹50', '₹100']) expect(option(label)).toHaveAttribute('aria-checked', 'false');
    expect(document.title).toBe('Redeem balance · Honest Rewards');
  });

  it('shows no reason when every amount is available (nothing invented)', async () => {
    await openRedeemPage({ wallet: walletWith(20_000) });
    expect(screen.queryByText(/unavailable|high traffic/i)).not.toBeInTheDocument();
  });

  it('prefills the account e-mail, shows the balance and explains how withdrawals work', async () => {
    const { email } = await openRedeemPage();
    expect(email).toHaveValue(fixtureUser.email);
    const balance = within(screen.getByRole('region', { name: 'Available balance' }));
    expect(await balance.findByText('₹50 pending in 1 request')).toBeInTheDocument();
    expect(balance.getByText('₹50')).toBeInTheDocument();
    const notes = within(screen.getByRole('list', { name: 'How withdrawals work' }));
    expect(notes.getByText(/Google Play code is sent to you by e-mail/)).toBeInTheDocument();
    expect(notes.getByText(/24–48 hours/)).toBeInTheDocument();
    expect(notes.getByText(/held from your balance at once, and returned to it if the request is rejected/)).toBeInTheDocument();
  });

  it('selects an amount like a radio group, by click and by arrow keys (skipping a disabled one)', async () => {
    const { user, option, submit } = await openRedeemPage({ withdrawalOptions: OUT_OF_STOCK, wallet: walletWith(20_000) });
    await user.click(option('₹50'));
    expect(option('₹50')).toHaveAttribute('aria-checked', 'true');
    expect(submit()).toHaveTextContent('Withdraw ₹50');
    await user.keyboard('{ArrowRight}');
    expect(option('₹100')).toHaveAttribute('aria-checked', 'true');
    expect(option('₹100')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(option('₹50')).toHaveAttribute('aria-checked', 'true');
    expect(option('₹30')).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps Submit disabled without an amount or an e-mail, and says which is missing', async () => {
    const { user, option, email, submit, callsTo } = await openRedeemPage({ wallet: walletWith(20_000) });
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    await expectToast('alert', 'Please select an amount');
    expect(screen.getByRole('radiogroup', { name: 'Amount' })).toHaveAccessibleDescription('Please select an amount');

    await user.click(option('₹50'));
    await user.clear(email);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(await notifications().findByText('Please enter your email')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter your email'));
    expect(email).toHaveFocus();

    await user.type(email, 'me@example.in');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(callsTo('redeem.request')).toEqual([]);
  });

  it('says "Insufficient balance" before asking the server when the amount is more than the balance', async () => {
    const { user, option, submit, callsTo } = await openRedeemPage({ wallet: walletWith(4000) });
    expect(await within(screen.getByRole('region', { name: 'Available balance' })).findByText('₹40')).toBeInTheDocument();
    expect(option('₹50')).toHaveAccessibleDescription('More than your balance');
    await user.click(option('₹50'));
    await user.click(submit());
    await expectToast('alert', 'Insufficient balance');
    expect(screen.getByRole('radiogroup', { name: 'Amount' })).toHaveAccessibleDescription('Insufficient balance');
    expect(callsTo('redeem.request')).toEqual([]);
  });

  it('shows "Insufficient balance" when the server refuses for that reason (balance changed meanwhile)', async () => {
    const { user, option, submit, callsTo } = await openRedeemPage({
      wallet: walletWith(20_000),
      procedures: {
        'redeem.request': () => {
          throw refusalError('insufficient-balance');
        },
      },
    });
    await user.click(option('₹100'));
    await user.click(submit());
    await expectToast('alert', 'Insufficient balance');
    expect(callsTo('redeem.request')).toHaveLength(1);
  });

  it('shows the server reason when an amount was switched off after the page loaded', async () => {
    const { user, option, submit } = await openRedeemPage({
      wallet: walletWith(20_000),
      procedures: {
        'redeem.request': () => {
          throw refusalError('redeem.unavailable', { amountPaise: 5000, reason: 'out of stock' });
        },
      },
    });
    await user.click(option('₹50'));
    await user.click(submit());
    await expectToast('alert', '₹50 is temporarily unavailable: out of stock');
  });

  it('puts a refusal at the amount field by its code, not by its text', async () => {
    const answers = [
      // A refusal about the amount, its server text unlike any English the page could match: the page
      // words it from the catalogue by its code and parameters.
      new TrpcFixtureError('BAD_REQUEST', 'Dieser Betrag ist gerade nicht verfügbar', { appCode: 'redeem.unavailable', params: { amountPaise: 5000, reason: 'stock is being refilled' } }),
      // Worded like an amount refusal, but its code is about something else.
      new TrpcFixtureError('CONFLICT', 'That amount is unavailable, not offered', { appCode: 'redeem.key-reused' }),
    ];
    const { user, option, submit } = await openRedeemPage({
      wallet: walletWith(20_000),
      procedures: {
        'redeem.request': () => {
          throw answers.shift()!;
        },
      },
    });
    const amounts = () => screen.getByRole('radiogroup', { name: 'Amount' });
    await user.click(option('₹50'));
    await user.click(submit());
    await vi.waitFor(() => expect(amounts()).toHaveAccessibleDescription('₹50 is temporarily unavailable: stock is being refilled'));

    await user.click(submit());
    // Shown (as the toast, in the catalogue's words for its code), yet not at the amount field.
    expect(await screen.findAllByText('This Idempotency-Key was already used for a different request')).not.toHaveLength(0);
    expect(amounts()).not.toHaveAccessibleDescription(/unavailable|verfügbar/);
  });

  it('retries a failed submission with the same idempotency key, so it cannot be paid twice', async () => {
    const inputs: unknown[] = [];
    let failNext = true;
    const { user, option, submit, router } = await openRedeemPage({
      wallet: walletWith(20_000),
      procedures: {
        'redeem.request': (input: { amountPaise: number; email: string; idempotencyKey?: string }) => {
          inputs.push(input);
          if (failNext) {
            failNext = false;
            throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'connection reset');
          }
          return {
            message: 'Redeem request submitted successfully',
            request: { id: crypto.randomUUID(), amountPaise: input.amountPaise, email: input.email, status: 'pending', code: null, rejectReason: null, createdAt: new Date(), resolvedAt: null },
          };
        },
      },
    });
    await user.click(option('₹50'));
    await user.click(submit());
    await expectToast('alert', 'Failed to submit redeem request');
    expect(screen.queryByText('connection reset')).not.toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem history' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redeem-history');

    expect(inputs).toHaveLength(2);
    const [first, second] = inputs as Array<{ amountPaise: number; email: string; idempotencyKey: string }>;
    expect(first).toEqual({ amountPaise: 5000, email: fixtureUser.email, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('uses a new key when the person changes the request after a failure', async () => {
    const keys: string[] = [];
    const { user, option, submit } = await openRedeemPage({
      wallet: walletWith(20_000),
      procedures: {
        'redeem.request': (input: { idempotencyKey: string }) => {
          keys.push(input.idempotencyKey);
          throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'boom');
        },
      },
    });
    await user.click(option('₹50'));
    await user.click(submit());
    await notifications().findByRole('alert');
    await user.click(option('₹100'));
    await user.click(submit());
    await screen.findAllByText('Failed to submit redeem request');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends one request for a double click', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user, option, submit, callsTo } = await openRedeemPage({
      wallet: walletWith(20_000),
      procedures: { 'redeem.request': () => new Promise((resolve) => (answer = resolve)) },
    });
    await user.click(option('₹50'));
    await user.dblClick(submit());
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(callsTo('redeem.request')).toHaveLength(1);
    act(() => answer({ message: 'Redeem request submitted successfully', request: { id: crypto.randomUUID(), amountPaise: 5000, email: fixtureUser.email, status: 'pending', code: null, rejectReason: null, createdAt: new Date(), resolvedAt: null } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem history' })).toBeInTheDocument();
  });

  it('says the code is ready when the withdrawal was paid at once (its amount bought from the gift-card provider)', async () => {
    const { user, option, submit } = await openRedeemPage({
      wallet: walletWith(20_000),
      procedures: {
        'redeem.request': () => {
          const request = { id: crypto.randomUUID(), amountPaise: 5000, email: fixtureUser.email, status: 'completed' as const, codeLast4: '7Q2X', rejectReason: null, createdAt: new Date(), resolvedAt: new Date() };
          return { message: withdrawalRequestMessage(request), request };
        },
      },
    });
    await user.click(option('₹50'));
    await user.click(submit());
    await expectToast('status', 'Your Google Play code is ready in your redeem history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem history' })).toBeInTheDocument();
  });

  it('holds the amount, lists the request as pending and confirms with a toast', async () => {
    const { user, option, email, submit, router, state } = await openRedeemPage({ wallet: walletWith(20_000) });
    await user.click(option('₹100'));
    await user.clear(email);
    await user.type(email, 'Gift.Codes@Example.in');
    await user.click(submit());

    await expectToast('status', 'Redeem request submitted successfully');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redeem history' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redeem-history');
    const request = within(await screen.findByRole('article', { name: /₹100/ }));
    expect(request.getByText('Pending')).toBeInTheDocument();
    expect(request.getByText('gift.codes@example.in')).toBeInTheDocument();
    // The balance drops at once: ₹200 − ₹100 held.
    expect(await screen.findByRole('link', { name: 'Wallet balance ₹100' })).toBeInTheDocument();
    expect(state.wallets.get(fixtureUser.id)!.entries[0]).toMatchObject({ amountPaise: -10_000, kind: 'withdrawal-hold' });
  });

  it('tells an unverified user that withdrawing needs a verified e-mail', async () => {
    const { user, option, submit } = await openRedeemPage({ user: unverifiedUser, wallet: walletWith(20_000) });
    expect(screen.getByRole('heading', { name: 'Verify your e-mail to withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    await user.click(option('₹50'));
    await user.click(submit());
    await expectToast('alert', 'Please verify your e-mail address first');
  });

  it('says "Failed to fetch data" when the amounts cannot be loaded, and loads them on Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    const { user } = renderApp('/redeem-balance', {
      fakeTimers: true,
      procedures: {
        'redeem.options': () => {
          if (failing) throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'boom');
          return OUT_OF_STOCK;
        },
      },
    });
    await screen.findByLabelText('E-mail for the code');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const form = within(screen.getByRole('form', { name: 'Redeem balance' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    failing = false;
    await user.click(form.getByRole('button', { name: 'Try again' }));
    expect(await form.findByRole('radiogroup', { name: 'Amount' })).toBeInTheDocument();
  });
});
