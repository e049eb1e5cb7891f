import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { API_ORIGIN, expectToast, notifications, renderApp, server } from './render-app';

afterEach(() => {
  vi.useRealTimers();
});

async function openPromoPage(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/promocode', options);
  const input = await screen.findByLabelText('Promo code');
  return { ...view, input, redeemButton: screen.getByRole('button', { name: 'Redeem' }) };
}

describe('promo code', () => {
  it('has the code field, the once-per-account note and links to the wallet and its history', async () => {
    const { input } = await openPromoPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Redeem a promo code' })).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Each code can be used once per account.');
    const links = within(screen.getByRole('navigation', { name: 'Wallet pages' }));
    expect(links.getByRole('link', { name: 'Go to wallet' })).toHaveAttribute('href', '/wallet');
    expect(links.getByRole('link', { name: 'Transaction history' })).toHaveAttribute('href', '/wallet/history');
    expect(screen.queryByText(/verify your e-mail/i)).not.toBeInTheDocument();
    expect(document.title).toBe('Promo code · Honest Rewards');
  });

  it('turns the code into upper case as it is typed', async () => {
    const { user, input } = await openPromoPage();
    await user.type(input, 'festive');
    expect(input).toHaveValue('FESTIVE');
    await user.type(input, '25x');
    expect(input).toHaveValue('FESTIVE25X');
  });

  it('asks for a code when the field is empty, without calling the server', async () => {
    const { user, input, redeemButton, callsTo } = await openPromoPage();
    await user.type(input, '   ');
    await user.click(redeemButton);
    await expectToast('alert', 'Please enter a promo code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please enter a promo code'));
    expect(input).toHaveFocus();
    expect(callsTo('promo.redeem')).toEqual([]);
  });

  it.each([
    ['NOPE', 'Invalid promo code'],
    ['OLDCODE', 'This promo code is no longer active'],
    ['EXPIRED20', 'This promo code has expired'],
    ['WELCOME50', 'You have already used this promo code'],
    ['SOLDOUT', 'This promo code has no uses left'],
  ])('shows the server reason for %s: "%s"', async (code, reason) => {
    const { user, input, redeemButton, callsTo, state } = await openPromoPage();
    await user.type(input, code.toLowerCase());
    await user.click(redeemButton);
    await expectToast('alert', reason);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(callsTo('promo.redeem')).toEqual([{ code }]);
    expect(input).toHaveValue(code);
    // Nothing changed: no credit, no success panel.
    expect(state.wallets.get(state.user!.id)!.entries).toHaveLength(6);
    expect(screen.queryByText(/Successfully redeemed/)).not.toBeInTheDocument();
  });

  it('shows the rate-limit message the server sends', async () => {
    const { user, input, redeemButton } = await openPromoPage({
      procedures: {
        'promo.redeem': () => {
          throw new TrpcFixtureError('TOO_MANY_REQUESTS', 'Too many attempts. Please try again in 1 minute.', { retryAfterSeconds: 60 });
        },
      },
    });
    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    await expectToast('alert', 'Too many attempts. Please try again in 1 minute.');
  });

  it('says "Failed to redeem promo code" when the request never reaches the server', async () => {
    const { user, input, redeemButton } = await openPromoPage();
    server.use(http.post(`${API_ORIGIN}/trpc/promo.redeem`, () => HttpResponse.error()));
    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    await expectToast('alert', 'Failed to redeem promo code');
    expect(redeemButton).toBeEnabled();
    expect(input).toHaveValue('FESTIVE25');
  });

  it('says "Failed to redeem promo code" for a server failure rather than its internals', async () => {
    const { user, input, redeemButton } = await openPromoPage({
      procedures: {
        'promo.redeem': () => {
          throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'relation "promo_codes" does not exist');
        },
      },
    });
    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    await expectToast('alert', 'Failed to redeem promo code');
    expect(screen.queryByText(/relation/)).not.toBeInTheDocument();
  });

  it('clears the previous error once another code is redeemed', async () => {
    const { user, input, redeemButton } = await openPromoPage();
    await user.type(input, 'OLDCODE');
    await user.click(redeemButton);
    await expectToast('alert', 'This promo code is no longer active');

    await user.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    await expectToast('status', 'Successfully redeemed ₹25');
    expect(notifications().getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a new attempt clears the previous success: reusing the code shows only the refusal, not the old success panel', async () => {
    const { user, input, redeemButton } = await openPromoPage();
    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    expect(await screen.findByTestId('redeemed-panel')).toHaveTextContent('Successfully redeemed ₹25 with code FESTIVE25');

    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    await expectToast('alert', 'You have already used this promo code');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('You have already used this promo code'));
    // One attempt, one outcome: no success panel or success toast beside the refusal.
    expect(screen.queryByTestId('redeemed-panel')).not.toBeInTheDocument();
    expect(screen.queryByText(/Successfully redeemed/)).not.toBeInTheDocument();
  });

  it('and the other way round: a success after a refusal shows no trace of the refusal', async () => {
    const { user, input, redeemButton } = await openPromoPage();
    await user.type(input, 'WELCOME50');
    await user.click(redeemButton);
    await expectToast('alert', 'You have already used this promo code');

    await user.clear(input);
    await user.type(input, 'BONUS1250');
    await user.click(redeemButton);
    expect(await screen.findByTestId('redeemed-panel')).toHaveTextContent('Successfully redeemed ₹12.50 with code BONUS1250');
    expect(notifications().getByRole('alert')).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/already used/)).not.toBeInTheDocument();
  });

  it('an empty attempt after a success also clears the success panel', async () => {
    const { user, input, redeemButton } = await openPromoPage();
    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    await screen.findByTestId('redeemed-panel');
    await user.click(redeemButton);
    await expectToast('alert', 'Please enter a promo code');
    expect(screen.queryByTestId('redeemed-panel')).not.toBeInTheDocument();
    expect(screen.queryByText(/Successfully redeemed/)).not.toBeInTheDocument();
  });

  it('reads "Redeeming..." and cannot be sent twice while the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user, input, redeemButton, callsTo } = await openPromoPage({
      procedures: { 'promo.redeem': () => new Promise((resolve) => (answer = resolve)) },
    });
    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    expect(redeemButton).toHaveTextContent('Redeeming...');
    expect(redeemButton).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(callsTo('promo.redeem')).toHaveLength(1);

    act(() => answer({ amountPaise: 2500, newBalancePaise: 7500, code: 'FESTIVE25' }));
    await expectToast('status', 'Successfully redeemed ₹25');
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeEnabled();
  });

  it('credits the wallet: success toast, the new balance for 5 seconds, and every balance on screen updates', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, input, redeemButton, state } = await openPromoPage({ fakeTimers: true });
    expect(await screen.findByRole('link', { name: 'Wallet balance ₹50' })).toBeInTheDocument();

    await user.type(input, 'festive25');
    await user.click(redeemButton);

    await expectToast('status', 'Successfully redeemed ₹25');
    const panel = screen.getByTestId('redeemed-panel');
    expect(panel).toHaveAttribute('role', 'status');
    expect(panel).toHaveTextContent('Successfully redeemed ₹25 with code FESTIVE25');
    expect(panel).toHaveTextContent('New wallet balance: ₹75');
    expect(input).toHaveValue('');
    // The header shows the new balance too (the session was refreshed).
    expect(await screen.findByRole('link', { name: 'Wallet balance ₹75' })).toBeInTheDocument();
    expect(state.wallets.get(state.user!.id)!.entries[0]).toMatchObject({ amountPaise: 2500, promoCode: 'FESTIVE25' });

    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(panel).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(panel).not.toBeInTheDocument();
    expect(screen.queryByText(/New wallet balance/)).not.toBeInTheDocument();

    // The wallet page shows the same new balance.
    await user.click(screen.getByRole('link', { name: 'Go to wallet' }));
    expect(await within(await screen.findByRole('region', { name: 'Available balance' })).findByText('₹75')).toBeInTheDocument();
  });

  it('fills the field from ?code= (today\'s code on the dashboard) without redeeming it', async () => {
    const { callsTo } = renderApp('/promocode?code=today10');
    expect(await screen.findByLabelText('Promo code')).toHaveValue('TODAY10');
    expect(callsTo('promo.redeem')).toEqual([]);
  });

  it('tells an unverified user that earning needs a verified e-mail, with the resend button', async () => {
    const { user, input, redeemButton } = await openPromoPage({ user: unverifiedUser });
    expect(screen.getByRole('heading', { name: 'Verify your e-mail to redeem codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await expectToast('status', 'We sent you a new verification e-mail');

    await user.type(input, 'FESTIVE25');
    await user.click(redeemButton);
    await expectToast('alert', 'Please verify your e-mail address first');
  });
});
