import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { FIXTURE_REFERRAL_CODE, fixtureMyReferrals, type FixtureMyReferrals } from '../../../src/mocks/fixtures/invite-fixtures';
import { FIXTURE_REFERRAL_TERMS, fixtureSiteInfo, type FixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { refusalError } from '#kit/mocks/trpc-msw';
import { expectToast, renderApp, type RenderAppOptions } from './render-app';

/** 10 March 2026, 12:00 noon IST: the fixture's held friend clears 3 days later. */
const NOW = new Date('2026-03-10T06:30:00.000Z');
const REFERRALS_ON: FixtureSiteInfo = { ...fixtureSiteInfo, referralTerms: FIXTURE_REFERRAL_TERMS, capabilities: { ...ALL_CAPABILITIES_OFF, referrals: true } };
const REFERRALS_OFF: FixtureSiteInfo = { ...fixtureSiteInfo, referralTerms: FIXTURE_REFERRAL_TERMS, capabilities: ALL_CAPABILITIES_OFF };
const LINK = `http://localhost:3000/signup?ref=${FIXTURE_REFERRAL_CODE}`;

function renderInvite(options: RenderAppOptions & { referrals?: FixtureMyReferrals } = {}) {
  return renderApp('/invite', { siteInfo: REFERRALS_ON, referrals: fixtureMyReferrals(NOW), ...options });
}

const friendsList = async () => within(within(await screen.findByRole('region', { name: 'Your friends' })).getByRole('list'));

beforeEach(() => {
  // Only the clock is fake: the countdowns read it, MSW and user-event keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  // jsdom has no share sheet; a test that lends one takes it back.
  Reflect.deleteProperty(navigator, 'share');
});

describe('referrals switched off', () => {
  it('/invite is the not-found page, with no banner and no referrals call', async () => {
    const { callsTo } = renderInvite({ siteInfo: REFERRALS_OFF });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Invite friends/ })).not.toBeInTheDocument();
    expect(callsTo('referrals.mine')).toEqual([]);
  });

  it('the sign-up form has no referral field and sends no code, even with ?ref=', async () => {
    const { user, callsTo } = renderApp(`/signup?ref=${FIXTURE_REFERRAL_CODE}`, { user: null, siteInfo: REFERRALS_OFF });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Your dashboard' });
    expect(screen.queryByLabelText('Referral code (optional)')).not.toBeInTheDocument();
    expect(callsTo('auth.register')[0]).not.toHaveProperty('referralCode');
  });

  it('/?ref= shows no invitation', async () => {
    renderApp(`/?ref=${FIXTURE_REFERRAL_CODE}`, { user: null, siteInfo: REFERRALS_OFF });
    await screen.findByRole('heading', { level: 1, name: 'Honest Rewards' });
    expect(screen.queryByText('A friend invited you')).not.toBeInTheDocument();
  });
});

describe('/invite', () => {
  it('shows a loading state while the answer is on its way', async () => {
    renderInvite({ procedures: { 'referrals.mine': () => new Promise(() => undefined) } });
    expect(await screen.findByText('Loading your referrals')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the code, the link, the progress and what sharing does (nothing by itself)', async () => {
    renderInvite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite friends' })).toBeInTheDocument();
    expect(await screen.findByText(FIXTURE_REFERRAL_CODE)).toBeInTheDocument();
    expect(screen.getByText(LINK)).toBeInTheDocument();
    expect(screen.getByText(/A friend counts when they sign up with your code, verify their e-mail and earn ₹5 from games, daily login or tasks within 30 days of joining\. You get ₹10 for each friend who counts, paid into your wallet after a 7-day hold\./)).toBeInTheDocument();
    expect(screen.getByText('Sharing earns nothing by itself: only friends who count do.')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Qualified friends' });
    expect(progress).toHaveAttribute('value', '2');
    expect(progress).toHaveAttribute('max', '10');
    expect(screen.getByText('2 of 10 friends qualified')).toBeInTheDocument();
  });

  it('lists every friend with the status, its reason and its date', async () => {
    renderInvite();
    const list = await friendsList();
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^R\*\*\*Pending.*Earned ₹2\.50 of ₹5.*Has until 30 Mar 2026 to qualifyWhy\? Ask for a review$/),
      expect.stringMatching(/^S\*\*\*Held.*Paid on 13 Mar 2026, 12:00 pmWhy\? Ask for a review$/),
      expect.stringMatching(new RegExp(`^K\\*\\*\\*In review.*${REFERRAL_REASONS.review}Why\\? Ask for a review$`)),
      expect.stringMatching(/^M\*\*\*Paid.*Reward paid on 14 Feb 2026$/),
      expect.stringMatching(new RegExp(`^A\\*\\*\\*Expired.*${REFERRAL_REASONS.expired(30)}Why\\? Ask for a review$`)),
      expect.stringMatching(new RegExp(`^Z\\*\\*\\*Reversed.*${REFERRAL_REASONS.friendBlocked}Why\\? Ask for a review$`)),
      expect.stringMatching(/^V\*\*\*Rejected.*Two accounts of one personWhy\? Ask for a review$/),
    ]);
    expect(within(items[0]!).getByText('Joined 28 Feb 2026')).toBeInTheDocument();
    // Every friend not paid links to where its reason is stated and a review can be asked.
    expect(within(items[0]!).getByRole('link', { name: 'Why? Ask for a review' })).toHaveAttribute('href', '/reviews');
  });

  it('words a reversal for earnings taken back during the hold', async () => {
    const [, held] = fixtureMyReferrals(NOW).friends;
    renderInvite({ referrals: fixtureMyReferrals(NOW, { friends: [{ ...held!, status: 'reversed', reason: REFERRAL_REASONS.earningsReversed, clearsAt: null }], qualified: 1, heldPaise: 0 }) });
    const [item] = (await friendsList()).getAllByRole('listitem');
    expect(item!.textContent).toMatch(/^S\*\*\*Reversed.*The earnings that qualified the friend were reversedWhy\? Ask for a review$/);
  });

  it('shows held rewards with the date they are paid and a countdown from the clock', async () => {
    renderInvite();
    const held = within(await screen.findByRole('region', { name: 'Held rewards' }));
    expect(held.getByText('₹10 waiting to be paid into your wallet')).toBeInTheDocument();
    expect(held.getByText('₹10 for S***: paid on 13 Mar 2026, 12:00 pm, in 3 days')).toBeInTheDocument();
  });

  it('shows a debt only when there is one', async () => {
    renderInvite({ referrals: fixtureMyReferrals(NOW, { debtPaise: 750 }) });
    expect(await screen.findByText(/You owe ₹7\.50: a paid referral was reversed/)).toBeInTheDocument();
  });

  it('with no friends yet says so', async () => {
    renderInvite({ referrals: fixtureMyReferrals(NOW, { friends: [], qualified: 0, heldPaise: 0 }) });
    expect(await screen.findByText('No friends yet')).toBeInTheDocument();
    expect(screen.getByText('When a friend signs up with your link or code, they appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Held rewards' })).not.toBeInTheDocument();
  });

  it('when an admin paused the person’s referrals: says so, no code, no link, no share; friends stay listed', async () => {
    renderInvite({ referrals: fixtureMyReferrals(NOW, { canRefer: false }) });
    expect(await screen.findByText(/An admin has paused your referrals, so you have no invite link for now\./)).toBeInTheDocument();
    expect(screen.queryByText(LINK)).not.toBeInTheDocument();
    expect(screen.queryByText(FIXTURE_REFERRAL_CODE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).not.toBeInTheDocument();
    expect((await friendsList()).getAllByRole('listitem')).toHaveLength(7);
  });

  it('copies the code and the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = renderInvite();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy your invite link' }));
    expect(writeText).toHaveBeenLastCalledWith(LINK);
    await expectToast('status', 'Invite link copied');
    await user.click(screen.getByRole('button', { name: 'Copy your referral code' }));
    expect(writeText).toHaveBeenLastCalledWith(FIXTURE_REFERRAL_CODE);
    await expectToast('status', 'Referral code copied');
  });

  it.each([
    [0, 'Join me on Honest Rewards — I get ₹10 when you verify and earn ₹5 within 30 days of joining'],
    [1000, 'Join me on Honest Rewards — we each get ₹10 when you verify and earn ₹5 within 30 days of joining'],
    [500, 'Join me on Honest Rewards — I get ₹10 and you get ₹5 when you verify and earn ₹5 within 30 days of joining'],
  ])('without a share sheet, a WhatsApp link with the exact text (welcome bonus %i paise)', async (welcomePaise, text) => {
    renderInvite({ referrals: fixtureMyReferrals(NOW, { welcomePaise }) });
    const link = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    expect(link).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${text} ${LINK}`)}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('with a share sheet, shares the same text and the link', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderInvite();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Honest Rewards', text: 'Join me on Honest Rewards — I get ₹10 when you verify and earn ₹5 within 30 days of joining', url: LINK });
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).not.toBeInTheDocument();
  });

  it('passes axe', async () => {
    renderInvite();
    await friendsList();
    // jsdom draws nothing, so colour contrast is left to the e2e run in Chromium.
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});

describe('the invite banner and the hub card', () => {
  it('states the rule from the settings, so changing a setting changes the sentence, and links a signed-in person to /invite', async () => {
    renderApp('/spin-and-win', { siteInfo: { ...REFERRALS_ON, referralTerms: { rewardPaise: 2500, welcomePaise: 0, qualifyPaise: 1250, qualifyWindowDays: 1, holdDays: 0 } } });
    expect(await screen.findByRole('link', { name: /^Invite friends: get ₹25 for each friend who verifies and earns ₹12.50 within 1 day of joining, paid into your wallet as soon as they count/ })).toHaveAttribute('href', '/invite');
  });

  it('the Free Rewards hub card opens /invite without a reload', async () => {
    const { user, router } = renderApp('/free-rewards', { siteInfo: REFERRALS_ON, referrals: fixtureMyReferrals(NOW) });
    await user.click(await within(await screen.findByRole('main')).findByRole('link', { name: /Invite friends/ }));
    expect(await screen.findByText('2 of 10 friends qualified')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invite');
  });
});

type User = ReturnType<typeof renderApp>['user'];

async function fillSignUp(user: User) {
  await user.type(await screen.findByLabelText('Name'), 'Kavya Iyer');
  await user.type(screen.getByLabelText('Email'), 'kavya.iyer@example.in');
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
  await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

describe('?ref= kept through sign-up', () => {
  it('/signup?ref= fills the editable referral field and sends the code', async () => {
    const { user, callsTo } = renderApp(`/signup?ref=${FIXTURE_REFERRAL_CODE.toLowerCase()}`, { user: null, siteInfo: REFERRALS_ON });
    const field = await screen.findByLabelText('Referral code (optional)');
    await waitFor(() => expect(field).toHaveValue(FIXTURE_REFERRAL_CODE));
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Your dashboard' });
    expect(callsTo('auth.register')[0]).toMatchObject({ referralCode: FIXTURE_REFERRAL_CODE });
  });

  it('shows the server’s refusal of an unknown code under the field', async () => {
    const { user } = renderApp('/signup?ref=ABCDEFGH', {
      user: null,
      siteInfo: REFERRALS_ON,
      procedures: {
        'auth.register': () => {
          throw refusalError('referrals.code-invalid');
        },
      },
    });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const field = screen.getByLabelText('Referral code (optional)');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/That referral code is not valid/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('/?ref= invites a visitor to sign up with the code, carried in the URL', async () => {
    const { user, router } = renderApp(`/?ref=${FIXTURE_REFERRAL_CODE}`, { user: null, siteInfo: REFERRALS_ON });
    await user.click(await screen.findByRole('link', { name: `Sign up with code ${FIXTURE_REFERRAL_CODE}` }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ ref: FIXTURE_REFERRAL_CODE }));
    await waitFor(() => expect(screen.getByLabelText('Referral code (optional)')).toHaveValue(FIXTURE_REFERRAL_CODE));
  });

  it('the banner sends a visitor to sign up, and the new, signed-in account lands on /invite', async () => {
    const { user, router } = renderApp('/', { user: null, siteInfo: REFERRALS_ON });
    await user.click(await screen.findByRole('link', { name: /Invite friends: get ₹10/ }));
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite'));
  });
});

describe('/invite in Hindi', () => {
  beforeEach(() => {
    document.cookie = 'lang=hi; path=/';
  });
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('reads the page in Hindi', async () => {
    renderInvite();
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('referrals.title') })).toBeInTheDocument();
    expect(await screen.findByText(hindiText('referrals.progress', { qualified: '2', target: '10' }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: hindiText('referrals.share-whatsapp') })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${hindiText('referrals.share-text-referrer', { reward: '₹10', qualify: '₹5', within: 'जुड़ने के 30 दिन के अंदर' })} ${LINK}`)}`,
    );
  });

  it('words the programme’s reasons in Hindi and shows an admin’s reason as written', async () => {
    renderInvite();
    const list = within(within(await screen.findByRole('region', { name: hindiText('referrals.friends-title') })).getByRole('list'));
    expect(list.getByText(hindiText('referrals.reason.review'))).toBeInTheDocument();
    expect(list.getByText(hindiText('referrals.reason.friend-blocked'))).toBeInTheDocument();
    expect(list.getByText('30 दिनों में क्वालिफ़ाई नहीं हुआ')).toBeInTheDocument();
    expect(list.getByText('Two accounts of one person')).toBeInTheDocument();
    expect(list.queryByText(REFERRAL_REASONS.review)).not.toBeInTheDocument();
  });

  it('words the paid date and a reversal for taken-back earnings in Hindi', async () => {
    const { friends } = fixtureMyReferrals(NOW);
    const paid = friends.find((friend) => friend.status === 'paid')!;
    const reversed = { ...friends.find((friend) => friend.status === 'held')!, status: 'reversed' as const, reason: REFERRAL_REASONS.earningsReversed, clearsAt: null };
    renderInvite({ referrals: fixtureMyReferrals(NOW, { friends: [paid, reversed], qualified: 1, heldPaise: 0 }) });
    const list = within(within(await screen.findByRole('region', { name: hindiText('referrals.friends-title') })).getByRole('list'));
    expect(list.getByText(hindiText('referrals.friend-was-paid', { date: '14 फ़र॰ 2026' }))).toBeInTheDocument();
    expect(list.getByText(hindiText('referrals.reason.earnings-reversed'))).toBeInTheDocument();
  });
});
