import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALL_CAPABILITIES_OFF, type CapabilitySwitches } from '#contract/capabilities/schemas';
import { contentPublicProcedures, createContentFixtureState } from '#kit/mocks/content-fixtures';
import { FIXTURE_REFERRAL_TERMS, FIXTURE_SUPPORT_EMAIL, fixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { renderApp, type RenderAppOptions } from './render-app';

/** Words that promise a switchable capability (store, referrals, tasks, VIP, offerwalls). */
const CAPABILITY_WORDS = /invite|referr|diamond|free ?fire|app ?store|gift ?card|\bvip\b|\btasks?\b|offerwall|generator|garena|apple/i;
/** The routes of those capabilities, none built yet. */
const CAPABILITY_ROUTES = ['/invite', '/redeem', '/generator', '/diamonds', '/task', '/vip-purchase', '/vip-giveaway'];

const ALL_ON: CapabilitySwitches = { store: true, referrals: true, tasks: true, vip: true, offerwalls: true };
const freeRewardsTile = async () => within(await screen.findByRole('region', { name: 'Ways to earn' })).getByRole('link', { name: /Free Rewards/ });
const withCapabilities = (capabilities: CapabilitySwitches): RenderAppOptions['siteInfo'] => ({ ...fixtureSiteInfo, referralTerms: FIXTURE_REFERRAL_TERMS, capabilities });

/**
 * The main routes, as a visitor or as the signed-in fixture user. /youtube-app is left out: it
 * lists third-party apps by their own names (one is called "Diwali Diamonds").
 */
const ROUTES: Array<[string, 'visitor' | 'user']> = [
  ['/', 'visitor'],
  ['/', 'user'],
  ['/free-rewards', 'visitor'],
  ['/spin-and-win', 'user'],
  ['/guess-number', 'user'],
  ['/flip-coin', 'user'],
  ['/scratch-card', 'user'],
  ['/daily-login', 'user'],
  ['/special-rewards', 'user'],
  ['/promocode', 'user'],
  ['/account', 'user'],
  ['/profile', 'user'],
  ['/wallet', 'user'],
  ['/wallet/history', 'user'],
  ['/redeem-balance', 'user'],
  ['/redeem-history', 'user'],
  ['/signin', 'visitor'],
  ['/signup', 'visitor'],
  ['/about', 'visitor'],
  ['/terms', 'visitor'],
  ['/privacy', 'visitor'],
  ['/disclaimer', 'visitor'],
  ['/refund-policy', 'visitor'],
  ['/contact', 'visitor'],
  ['/fairness', 'user'],
  ['/blog', 'visitor'],
];

/** Waits until the page and the chrome have everything they asked for (site.info included). */
async function settled() {
  await screen.findByRole('heading', { level: 1 });
  await within(await screen.findByRole('contentinfo')).findByRole('link', { name: FIXTURE_SUPPORT_EMAIL });
  await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

function capabilityLinks(): string[] {
  return [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!).filter((href) => CAPABILITY_ROUTES.some((route) => href === route || href.startsWith(`${route}/`) || href.startsWith(`${route}?`)));
}

describe('capabilities that are off are never mentioned', () => {
  it.each(ROUTES)('%s (%s): with every capability off, no word and no link about invites, the store, tasks, VIP or offerwalls', async (path, who) => {
    renderApp(path, { user: who === 'visitor' ? null : undefined, siteInfo: withCapabilities(ALL_CAPABILITIES_OFF), procedures: contentPublicProcedures(createContentFixtureState()) });
    await settled();
    expect(document.body.textContent).not.toMatch(CAPABILITY_WORDS);
    expect(capabilityLinks()).toEqual([]);
  });

  it('while site.info is still loading, nothing that depends on a capability is shown (no flash of a promise)', async () => {
    renderApp('/free-rewards', { procedures: { 'site.info': () => new Promise(() => undefined) } });
    await screen.findByRole('heading', { level: 1, name: 'Free Rewards' });
    expect(document.body.textContent).not.toMatch(CAPABILITY_WORDS);
    expect(capabilityLinks()).toEqual([]);
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(['/redeem-balance', '/guess-number', '/flip-coin', '/spin-and-win', '/scratch-card', '/daily-login']);
  });

  it('while site.info is loading the home page describes Free Rewards without the store', async () => {
    renderApp('/', { user: null, procedures: { 'site.info': () => new Promise(() => undefined) } });
    const tile = await freeRewardsTile();
    expect(tile).toHaveTextContent('Guess-the-number, flip-a-coin, and your balance withdrawn as a Google Play code.');
    expect(document.body.textContent).not.toMatch(CAPABILITY_WORDS);
  });

  it('a site.info that failed counts every capability as off', async () => {
    renderApp('/free-rewards', {
      procedures: {
        'site.info': () => {
          throw new Error('down');
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Free Rewards' });
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(6);
    expect(capabilityLinks()).toEqual([]);
  });
});

describe('capabilities that are on appear where they belong', () => {
  it('the invite banner shows on every page while referrals are on', async () => {
    renderApp('/spin-and-win', { siteInfo: withCapabilities({ ...ALL_CAPABILITIES_OFF, referrals: true }) });
    expect(await screen.findByRole('link', { name: /Invite friends: get ₹10 for each friend who verifies/ })).toHaveAttribute('href', '/invite');
  });

  it('the hub adds gift cards and diamonds with the store, the invite card with referrals, the task card with tasks', async () => {
    const hrefs = async (capabilities: CapabilitySwitches) => {
      const view = renderApp('/free-rewards', { user: null, siteInfo: withCapabilities(capabilities) });
      await within(await screen.findByRole('contentinfo')).findByRole('link', { name: FIXTURE_SUPPORT_EMAIL });
      const list = within(screen.getByRole('main')).getAllByRole('listitem').map((card) => within(card).getByRole('link').getAttribute('href'));
      view.unmount();
      return list;
    };
    const games = ['/redeem-balance', '/guess-number', '/flip-coin', '/spin-and-win', '/scratch-card', '/daily-login'];
    expect(await hrefs({ ...ALL_CAPABILITIES_OFF, store: true })).toEqual(['/redeem', '/generator', '/diamonds', ...games]);
    expect(await hrefs({ ...ALL_CAPABILITIES_OFF, referrals: true })).toEqual([...games, '/invite']);
    expect(await hrefs({ ...ALL_CAPABILITIES_OFF, tasks: true })).toEqual([...games, '/task']);
    expect(await hrefs(ALL_ON)).toEqual(['/redeem', '/generator', '/diamonds', ...games, '/invite', '/task']);
  });

  it('the home Free Rewards tile mentions gift cards and Free Fire diamonds only while the store is on', async () => {
    renderApp('/', { user: null, siteInfo: withCapabilities({ ...ALL_CAPABILITIES_OFF, store: true }) });
    const tile = await freeRewardsTile();
    await vi.waitFor(() => expect(tile).toHaveTextContent('Gift cards, Free Fire diamonds, guess-the-number and flip-a-coin.'));
  });

  it('/special-rewards shows the VIP code entry point only while VIP is on', async () => {
    renderApp('/special-rewards', { siteInfo: withCapabilities({ ...ALL_CAPABILITIES_OFF, vip: true }) });
    const vip = within(await screen.findByRole('region', { name: 'VIP code' }));
    // The fixture's person is not a member: the card leads to the purchase page (a member's to today's code: vip.test.tsx).
    expect(await vip.findByRole('link', { name: 'Become a VIP member' })).toHaveAttribute('href', '/vip-purchase');
    expect(screen.getByRole('region', { name: 'Promo code' })).toBeInTheDocument();
  });
});
