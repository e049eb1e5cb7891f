import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { VIP_CHECKOUT_RETRY_MAX, VIP_GATEWAY_TIMEOUT_MS, VIP_MESSAGES, VIP_PLAN, VIP_REDIRECT_DELAY_MS } from '#contract/vip/rules';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { fixtureSiteInfo, type FixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { FIXTURE_VIP_CODE, fixtureNonMemberStatus, fixtureVipStatus, vipPublicProcedures, type VipFixtureState } from '../../../src/mocks/fixtures/vip-fixtures';
import { installFakeCheckout, type CheckoutOutcome } from './fake-checkout';
import { expectToast, renderApp, type RenderAppOptions } from './render-app';

/** 10 March 2026, 8:30 PM IST: the next VIP code is 30 minutes away. */
const NOW = new Date('2026-03-10T15:00:00.000Z');
const VIP_ON: FixtureSiteInfo = { ...fixtureSiteInfo, capabilities: { ...ALL_CAPABILITIES_OFF, vip: true } };
const AXE_OPTIONS: axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } };

let uninstallCheckout: (() => void) | null = null;

afterEach(() => {
  uninstallCheckout?.();
  uninstallCheckout = null;
  vi.useRealTimers();
});

function renderVip(path: string, status = fixtureNonMemberStatus(NOW), options: RenderAppOptions = {}) {
  const vip: VipFixtureState = { status, now: () => new Date() };
  const view = renderApp(path, { siteInfo: VIP_ON, ...options, procedures: { ...vipPublicProcedures(vip), ...options.procedures } });
  return { ...view, vip };
}

function fakeCheckout(outcome: CheckoutOutcome = { kind: 'success' }) {
  const checkout = installFakeCheckout(() => outcome);
  uninstallCheckout = checkout.uninstall;
  return checkout;
}

const payButton = () => screen.findByRole('button', { name: 'Pay ₹29 & Become VIP Member' });

describe('VIP switched off', () => {
  it('/vip-purchase and /vip-giveaway do not exist, /special-rewards has no VIP card, and nothing asks about VIP', async () => {
    const { callsTo } = renderApp('/vip-purchase', { siteInfo: { ...fixtureSiteInfo, capabilities: ALL_CAPABILITIES_OFF } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('vip.status')).toEqual([]);
  });

  it('/special-rewards shows only the promo code', async () => {
    const { callsTo } = renderApp('/special-rewards', { siteInfo: { ...fixtureSiteInfo, capabilities: ALL_CAPABILITIES_OFF } });
    expect(await screen.findByRole('link', { name: 'Redeem a promo code' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'VIP code' })).not.toBeInTheDocument();
    expect(callsTo('vip.status')).toEqual([]);
  });
});

describe('/vip-purchase', () => {
  it.each([
    [{ codes: 12, minPaise: 1000, maxPaise: 5000 }, 'In the next 30 days 12 VIP codes are scheduled, worth ₹10 to ₹50 each.'],
    [{ codes: 1, minPaise: 2500, maxPaise: 2500 }, 'In the next 30 days 1 VIP code is scheduled, worth ₹25.'],
    [{ codes: 0, minPaise: null, maxPaise: null }, 'No VIP codes are scheduled for the next 30 days yet.'],
  ])('states the price, the true benefits and what the admin has scheduled (%o)', async (schedule, sentence) => {
    // No Checkout address: these tests read the page, and the gateway's loading is the tests' below.
    renderVip('/vip-purchase', fixtureNonMemberStatus(NOW, { schedule, checkoutUrl: undefined }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByText('₹29')).toBeInTheDocument();
    expect(screen.getByText('Valid for 30 days')).toBeInTheDocument();
    expect(screen.getByText('Games are the same for everyone: VIP gives no extra plays and no better odds.')).toBeInTheDocument();
  });

  it('a member is told so, with the way to today’s code', async () => {
    const { user, router } = renderVip('/vip-purchase', fixtureVipStatus(NOW));
    expect(await screen.findByRole('heading', { name: "You're Already a VIP Member!" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "Go to today's VIP code" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vip-giveaway'));
  });

  it('checks the form with the server’s rule: name and e-mail required, the 18+ box ticked; nothing is ordered', async () => {
    fakeCheckout();
    const { user, callsTo } = renderVip('/vip-purchase');
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.click(await payButton());
    await expectToast('alert', 'Please fill in your name and email');
    expect(screen.getByText(VIP_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VIP_MESSAGES.adultRequired)).toBeInTheDocument();
    await user.type(name, 'Priya Sharma');
    await user.type(screen.getByLabelText('Phone Number (optional)'), '12345');
    await user.click(await payButton());
    expect(await screen.findByText(VIP_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(callsTo('vip.createOrder')).toEqual([]);
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });

  it('says the gateway is loading, then after 10 seconds without Checkout that it timed out, with a refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderVip('/vip-purchase', undefined, { fakeTimers: true });
    expect(await screen.findByText('Payment gateway is loading. Please wait...')).toBeInTheDocument();
    expect(await payButton()).toBeDisabled();
    expect(document.querySelector('script[src="http://localhost:3000/razorpay-stand-in/checkout.js"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VIP_GATEWAY_TIMEOUT_MS));
    expect(await screen.findByText('Payment gateway loading timeout. Please refresh and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹29 & Become VIP Member' })).toBeDisabled();
  });

  it('pays: the server’s order opens Checkout with the spec’s options, the signed answer is verified, then the member’s page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const checkout = fakeCheckout({ kind: 'success' });
    const { user, callsTo, router } = renderVip('/vip-purchase', undefined, { fakeTimers: true });
    await user.type(await screen.findByLabelText('Phone Number (optional)'), '+91 98765 43210');
    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(await payButton());
    await expectToast('status', 'VIP membership activated successfully!');
    expect(callsTo('vip.createOrder')).toEqual([{ fullName: 'Priya Sharma', email: 'priya.sharma@example.in', phone: '+919876543210', adult: true }]);
    const [options] = checkout.opened;
    expect(options).toMatchObject({
      amount: 2900,
      currency: 'INR',
      order_id: 'order_fixture0001',
      prefill: { name: 'Priya Sharma', email: 'priya.sharma@example.in', contact: '+919876543210' },
      notes: { plan: VIP_PLAN },
      modal: { escape: false, backdropclose: false },
      retry: { enabled: true, max_count: VIP_CHECKOUT_RETRY_MAX },
    });
    expect(options!.theme.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(callsTo('vip.verify')).toEqual([{ razorpay_order_id: 'order_fixture0001', razorpay_payment_id: 'pay_fixture0001', razorpay_signature: 'f'.repeat(64) }]);
    await act(() => vi.advanceTimersByTimeAsync(VIP_REDIRECT_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vip-giveaway'));
    expect(await screen.findByText(/^Your VIP membership runs until /)).toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => /vip/i.test(key))).toEqual([]);
  });

  it('a failed payment shows the provider’s words and gives the button back; none at all gives the seed’s', async () => {
    fakeCheckout({ kind: 'failure', failure: { error: { description: 'Your card was declined by the bank.' } } });
    const { user, callsTo } = renderVip('/vip-purchase');
    await user.click(await screen.findByLabelText('I am 18 or older'));
    await user.click(await payButton());
    await expectToast('alert', 'Your card was declined by the bank.');
    expect(callsTo('vip.verify')).toEqual([]);
    await waitFor(async () => expect(await payButton()).toBeEnabled());
    uninstallCheckout?.();
    fakeCheckout({ kind: 'failure', failure: {} });
    await user.click(await payButton());
    await expectToast('alert', VIP_MESSAGES.paymentFailed);
  });

  it('a payment the server cannot verify says to contact support', async () => {
    fakeCheckout({ kind: 'success' });
    const { user } = renderVip('/vip-purchase', undefined, {
      procedures: {
        'vip.verify': () => {
          throw new Error('signature');
        },
      },
    });
    await user.click(await screen.findByLabelText('I am 18 or older'));
    await user.click(await payButton());
    await expectToast('alert', VIP_MESSAGES.activationFailed);
  });
});

describe('/vip-giveaway', () => {
  it('sends a non-member to /vip-purchase', async () => {
    fakeCheckout();
    const { router } = renderVip('/vip-giveaway');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vip-purchase'));
    expect(await payButton()).toBeInTheDocument();
  });

  it('shows the expiry, a countdown that ticks to 9:00 PM IST and asks the server again at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const { callsTo } = renderVip('/vip-giveaway', fixtureVipStatus(NOW), { fakeTimers: true });
    expect(await screen.findByText('Your VIP membership runs until 9 April 2026.')).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Next Code In' });
    expect(timer).toHaveTextContent('00:30:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer).toHaveTextContent('00:29:59');
    const asked = callsTo('vip.status').length;
    await act(() => vi.advanceTimersByTimeAsync(30 * 60 * 1000));
    await waitFor(() => expect(callsTo('vip.status').length).toBeGreaterThan(asked));
    // The new answer counts to the next evening's 9:00 PM.
    await waitFor(() => expect(screen.getByRole('timer', { name: 'Next Code In' })).toHaveTextContent(/^2[34]:5\d:\d\d$/));
  });

  it('copies and redeems today’s code into the wallet, once', async () => {
    const { user, callsTo } = renderVip('/vip-giveaway', fixtureVipStatus(NOW));
    const code = within(await screen.findByRole('region', { name: "Today's VIP code" }));
    expect(code.getByText(FIXTURE_VIP_CODE)).toBeInTheDocument();
    expect(code.getByText('Worth ₹50')).toBeInTheDocument();
    await user.click(code.getByRole('button', { name: 'Copy Code' }));
    await expectToast('status', 'Code copied to clipboard!');
    await user.click(code.getByRole('button', { name: 'Redeem ₹50 into my wallet' }));
    await expectToast('status', '₹50 added to your wallet');
    expect(await code.findByText('Redeemed into your wallet')).toBeInTheDocument();
    expect(code.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
    expect(callsTo('vip.redeemCode')).toHaveLength(1);
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });

  it('says honestly when no code is scheduled', async () => {
    renderVip('/vip-giveaway', fixtureVipStatus(NOW, { todayCode: null }));
    expect(await screen.findByText('No VIP code is scheduled for today yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
  });
});

describe('/special-rewards VIP entry', () => {
  it('leads a member to today’s code', async () => {
    renderVip('/special-rewards', fixtureVipStatus(NOW));
    expect(await screen.findByRole('link', { name: "Today's VIP code" })).toHaveAttribute('href', '/vip-giveaway');
  });

  it('leads everyone else to the purchase page', async () => {
    renderVip('/special-rewards');
    expect(await screen.findByRole('link', { name: 'Become a VIP member' })).toHaveAttribute('href', '/vip-purchase');
  });
});

describe('VIP in Hindi', () => {
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('/vip-purchase reads its form and its validation in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    fakeCheckout();
    const { user } = renderVip('/vip-purchase');
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('vip.purchase.title') })).toBeInTheDocument();
    await user.clear(await screen.findByLabelText(hindiText('vip.form.full-name')));
    await user.click(screen.getByRole('button', { name: hindiText('vip.pay', { price: '₹29' }) }));
    expect(await screen.findByText(hindiText('vip.form.full-name-required'))).toBeInTheDocument();
    expect(screen.getByText(hindiText('vip.form.adult-required'))).toBeInTheDocument();
    expect(await screen.findByText(hindiText('vip.name-and-email-required'))).toBeInTheDocument();
  });

  it('/vip-giveaway gives the expiry as a hi-IN long date', async () => {
    document.cookie = 'lang=hi; path=/';
    renderVip('/vip-giveaway', fixtureVipStatus(NOW));
    expect(await screen.findByText(hindiText('vip.member-until', { date: '9 अप्रैल 2026' }))).toBeInTheDocument();
  });
});
