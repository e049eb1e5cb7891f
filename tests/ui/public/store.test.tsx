import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REWARDS_MESSAGES } from '#contract/rewards/schemas';
import { fixtureSiteInfo, fixtureUser, unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { renderStore, STORE_ON } from './store-helpers';
import { createStoreFixtureState, fulfilledOrder, storePublicProcedures, supplierOrder } from '../../../src/mocks/fixtures/store-fixtures';
import { SUPPLIER_POLL_MS } from '../../../src/features/rewards/api/store-queries';
import { refusalError } from '#kit/mocks/trpc-msw';
import { expectToast, renderApp } from './render-app';

describe('/redeem', () => {
  it('shows the Google Play cards with the server price and stock, and buys one: confirm, then its /success with the code', async () => {
    const { user, router, callsTo, store } = renderStore('/redeem');
    const list = await screen.findByRole('list', { name: 'Google Play gift cards' });
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['Google Play ₹10', 'Google Play ₹25', 'Google Play ₹50']);
    expect(tiles[0]).toHaveTextContent('Price ₹10');
    expect(tiles[0]).toHaveTextContent('In stock');
    // Out of stock without a promise cannot be bought; with one it says the time.
    expect(tiles[1]).toHaveTextContent('Out of stock');
    expect(within(tiles[1]!).getByRole('button')).toBeDisabled();
    expect(tiles[2]).toHaveTextContent("Out of stock — we'll fulfil within 48 hours");
    expect(within(tiles[2]!).getByRole('button')).toBeEnabled();

    await user.click(within(tiles[0]!).getByRole('button', { name: 'Redeem Google Play ₹10 for ₹10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    expect(dialog).toHaveTextContent('Google Play ₹10 for ₹10, paid from your wallet.');
    expect(dialog).toHaveTextContent('India Play Store only');
    expect(dialog).toHaveTextContent('Valid 12 months');
    expect(dialog).toHaveTextContent('priya.sharma@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹10' }));

    await screen.findByRole('heading', { level: 1, name: 'Your reward order' });
    const order = store.orders[0]!;
    expect(router.state.location.search).toEqual({ order: order.id });
    const [placed] = callsTo('rewards.redeem') as Array<{ id: string; idempotencyKey: string }>;
    expect(placed).toEqual({ id: order.productId, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('GPLAY-AAAA-BBBB-1111')).toBeInTheDocument();
    expect(main).toHaveTextContent(order.id);
    expect(main).toHaveTextContent('Completed');
    expect(main).toHaveTextContent('This code is shown here once.');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(main).getByRole('button', { name: 'Copy code GPLAY-AAAA-BBBB-1111' }));
    expect(writeText).toHaveBeenCalledWith('GPLAY-AAAA-BBBB-1111');
    await expectToast('status', 'Code copied to clipboard');
  });

  it('an out-of-stock card with a promise becomes a pending order whose page gives the expected time', async () => {
    const { user } = renderStore('/redeem');
    await user.click(await screen.findByRole('button', { name: 'Redeem Google Play ₹50 for ₹50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    expect(dialog).toHaveTextContent('we fulfil within 48 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹50' }));
    expect(await screen.findByText("Out of stock right now: we'll fulfil it within 48 hours. The price stays held until then.")).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Pending');
    expect(screen.queryByRole('button', { name: /^Copy code/ })).not.toBeInTheDocument();
  });

  it('a refusal stays in the dialog and is toasted, in the catalogue words of its code', async () => {
    const { user, store } = renderStore('/redeem', createStoreFixtureState({ balancePaise: 5_000 }));
    await user.click(await screen.findByRole('button', { name: 'Redeem Google Play ₹10 for ₹10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    // Spent elsewhere (another tab) after the page drew its balance: the server is the one to refuse.
    store.balancePaise = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹10' }));
    await expectToast('alert', REWARDS_MESSAGES.insufficientBalance);
    expect(within(dialog).getByText(REWARDS_MESSAGES.insufficientBalance)).toBeInTheDocument();
  });
});

describe('the live ticker is a choice', () => {
  it('a delivered order asks once whether to appear in it; the answer is saved and the question goes', async () => {
    const state = createStoreFixtureState();
    fulfilledOrder(state, 'GPLAY-ASKS-ONCE-0000');
    const { user, callsTo } = renderStore(`/success?order=${state.orders[0]!.id}`, state, STORE_ON, { ...fixtureUser, tickerOptOut: null });
    const ask = within(await screen.findByRole('region', { name: 'Show your win in the live ticker?' }));
    await user.click(ask.getByRole('button', { name: 'Yes, show me' }));
    expect(await screen.findByText('You can appear in the live ticker.')).toBeInTheDocument();
    expect(callsTo('account.setTickerOptOut')).toEqual([{ tickerOptOut: false }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Show your win in the live ticker?' })).not.toBeInTheDocument());
  });

  it('someone who already answered is not asked', async () => {
    const state = createStoreFixtureState();
    fulfilledOrder(state, 'GPLAY-NOTA-SKED-0000');
    renderStore(`/success?order=${state.orders[0]!.id}`, state, STORE_ON, { ...fixtureUser, tickerOptOut: true });
    expect(await screen.findByText('Your code is ready. Reveal it in your redeem history.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Show your win in the live ticker?' })).not.toBeInTheDocument();
  });
});

describe('a price the wallet cannot pay', () => {
  it('says how much more is needed on the tile, with nothing to press; the balance that covers it shows Redeem', async () => {
    renderStore('/redeem', createStoreFixtureState({ balancePaise: 2_050 }));
    const list = within(await screen.findByRole('list', { name: 'Google Play gift cards' }));
    expect(await list.findByText('You need ₹29.50 more')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Redeem Google Play ₹50 for ₹50' })).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Redeem Google Play ₹10 for ₹10' })).toBeEnabled();
  });

  it('the dialog states where the code goes: on this site, signed in, and an e-mail that it is ready, never the code', async () => {
    const { user, store } = renderStore('/redeem', createStoreFixtureState({ balancePaise: 5_000 }));
    await user.click(await screen.findByRole('button', { name: 'Redeem Google Play ₹10 for ₹10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm your reward' }));
    expect(dialog.getByText(`Only on this site, signed in: shown after you pay, or in your redeem history once delivered. We e-mail ${fixtureUser.email} that it is ready, never the code.`)).toBeInTheDocument();
    expect(store.orders).toEqual([]);
  });
});

describe('/redeem for an unverified address', () => {
  it('asks to verify the e-mail and keeps every Redeem button off', async () => {
    renderStore('/redeem', createStoreFixtureState(), STORE_ON, unverifiedUser);
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail to redeem' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Google Play gift cards' });
    for (const button of within(list).getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('/success', () => {
  it('after a reload shows the delivered order without its code, and where to reveal it', async () => {
    const state = createStoreFixtureState();
    fulfilledOrder(state, 'GPLAY-NOTS-HOWN-0000');
    renderStore(`/success?order=${state.orders[0]!.id}`, state);
    expect(await screen.findByText('Your code is ready. Reveal it in your redeem history.')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('GPLAY-NOTS-HOWN-0000');
  });

  it('an order bought from the supplier says why it waits, and is asked about again until it is fulfilled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const state = createStoreFixtureState();
      const order = supplierOrder(state, 'supplier-slow');
      renderStore(`/success?order=${order.id}`, state);
      expect(await screen.findByText('Our supplier is slow to answer; we keep trying. Your code appears here as soon as it arrives, and the price stays held until then.')).toBeInTheDocument();
      Object.assign(order, { status: 'fulfilled', hasCode: true, fulfilledAt: new Date(), waitReason: null });
      await vi.advanceTimersByTimeAsync(SUPPLIER_POLL_MS);
      expect(await screen.findByText('Your code is ready. Reveal it in your redeem history.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says plainly when the order is not the visitor\'s: no invented outcome', async () => {
    renderStore('/success?order=00000000-0000-4000-8041-000000000099');
    expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
  });

  it('opened without an order, it says what the page is for and where the orders are', async () => {
    renderStore('/success');
    expect(await screen.findByText('This page shows a reward order right after you buy one. Every order you have placed is in your redeem history.')).toBeInTheDocument();
    expect(screen.queryByText('We could not find this order in your account.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to redeem history' })).toHaveAttribute('href', '/redeem-history');
  });
});

describe('/diamonds', () => {
  it("checks the Free Fire UID with the seed's two messages, then buys a pack as a pending top-up", async () => {
    const { user, store } = renderStore('/diamonds');
    const uid = await screen.findByLabelText('Free Fire UID');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REWARDS_MESSAGES.uidRequired)).toBeInTheDocument();

    // Too long is refused as typed (or pasted), never cut to 15 digits and accepted.
    await user.type(uid, '123456789012345678');
    expect(uid).toHaveValue('123456789012345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REWARDS_MESSAGES.uidLength)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Diamond packs' })).not.toBeInTheDocument();

    await user.clear(uid);
    await user.type(uid, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REWARDS_MESSAGES.uidLength)).toBeInTheDocument();
    expect(uid).toHaveAttribute('aria-invalid', 'true');

    await user.clear(uid);
    await user.type(uid, '12345ab');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REWARDS_MESSAGES.uidDigits)).toBeInTheDocument();

    await user.clear(uid);
    await user.type(uid, '987654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Top-up to UID 987654321' });
    expect(heading).toHaveFocus();
    const packs = await screen.findByRole('list', { name: 'Diamond packs' });
    expect(within(packs).getAllByRole('heading').map((item) => item.textContent)).toEqual(['100 diamonds', '500 diamonds']);

    await user.click(within(packs).getByRole('button', { name: 'Redeem Free Fire 100 Diamonds for ₹8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    expect(dialog).toHaveTextContent('987654321');
    expect(dialog).toHaveTextContent('Top-ups are credited by hand');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹8' }));
    expect(await screen.findByText('Your top-up request is received: the diamonds are credited to UID 987654321 within 24 hours. The price stays held until then.')).toBeInTheDocument();
    expect(store.orders[0]).toMatchObject({ freeFireUid: '987654321', status: 'pending' });
  });
});

describe('/redeem-history with the store on', () => {
  it('says "nothing found" only when both lists are empty: beside reward orders, withdrawals are just none yet', async () => {
    const state = createStoreFixtureState();
    fulfilledOrder(state, 'GPLAY-ONLY-ORDE-R111');
    renderApp('/redeem-history', { siteInfo: STORE_ON, procedures: storePublicProcedures(state), wallet: { entries: [], requests: [] } });
    await screen.findByRole('list', { name: 'Your reward orders' });
    expect(await screen.findByText('No withdrawal requests yet.')).toBeInTheDocument();
    expect(screen.queryByText('No redeem requests found')).not.toBeInTheDocument();
  });

  it('says "No redeem requests found" when there are neither withdrawals nor reward orders', async () => {
    renderApp('/redeem-history', { siteInfo: STORE_ON, procedures: storePublicProcedures(createStoreFixtureState()), wallet: { entries: [], requests: [] } });
    expect(await screen.findByText('No redeem requests found')).toBeInTheDocument();
    expect(screen.queryByText('No withdrawal requests yet.')).not.toBeInTheDocument();
  });

  it('lists reward orders beside withdrawals: Reveal shows the code with copy, "Code didn\'t work" sends a note once', async () => {
    const state = createStoreFixtureState();
    fulfilledOrder(state, 'GPLAY-REVE-ALED-9999');
    const { user, callsTo } = renderStore('/redeem-history', state);
    await screen.findByRole('list', { name: 'Redeem requests' });
    const orders = await screen.findByRole('list', { name: 'Your reward orders' });
    const card = within(orders).getByRole('article');
    expect(card).toHaveTextContent('Google Play ₹10 · ₹10');
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('GPLAY-REVE-ALED-9999');

    await user.click(within(card).getByRole('button', { name: 'Reveal the code of Google Play ₹10' }));
    expect(await within(card).findByText('GPLAY-REVE-ALED-9999')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy code GPLAY-REVE-ALED-9999' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: "Code didn't work" }));
    const dialog = await screen.findByRole('dialog', { name: "Report a code that didn't work" });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(REWARDS_MESSAGES.noteRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What went wrong?'), 'Play Store says the code was already used');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expectToast('status', "Report sent. We'll replace the code or refund you.");
    expect(callsTo('rewards.report')).toEqual([{ id: state.orders[0]!.id, note: 'Play Store says the code was already used' }]);
    expect(await within(card).findByText("You reported this code; we'll replace it or return the price.")).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: "Code didn't work" })).not.toBeInTheDocument();
  });
});

describe('with the store off', () => {
  it.each(['/redeem', '/diamonds', '/success?order=00000000-0000-4000-8040-000000000001'])('%s is not found and names no store', async (path) => {
    const { callsTo } = renderStore(path, createStoreFixtureState(), fixtureSiteInfo);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/diamond|gift card|free fire|reward order/i);
    expect(callsTo('rewards.list')).toEqual([]);
  });

  it('switched off while /redeem is open: Pay is refused in words, then the page goes as it would on a fresh load', async () => {
    let siteInfo = STORE_ON;
    const procedures = storePublicProcedures(createStoreFixtureState());
    const { user, callsTo } = renderApp('/redeem', {
      siteInfo,
      procedures: {
        ...procedures,
        'site.info': () => siteInfo,
        'rewards.redeem': (input) => {
          if (siteInfo.capabilities.store) return procedures['rewards.redeem']!(input);
          throw refusalError('capabilities.off', { capability: 'store' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem Google Play ₹10 for ₹10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    siteInfo = fixtureSiteInfo;
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹10' }));
    await expectToast('alert', 'Reward store (gift cards and Free Fire diamonds) is not available right now');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('site.info').length).toBeGreaterThan(1);
  });

  it('/redeem-history shows the withdrawals only and never asks for reward orders', async () => {
    const { callsTo } = renderStore('/redeem-history', createStoreFixtureState(), fixtureSiteInfo);
    await screen.findByRole('list', { name: 'Redeem requests' });
    await vi.waitFor(() => expect(callsTo('site.info')).not.toEqual([]));
    expect(screen.queryByRole('heading', { name: 'Reward orders' })).not.toBeInTheDocument();
    expect(callsTo('rewards.orders')).toEqual([]);
  });
});
