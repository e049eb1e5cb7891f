import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { DAILY_LOGIN_DAYS } from '#contract/games/names';
import { istDate } from '#contract/time/ist';
import { FIXTURE_CLIENT_SEED, FIXTURE_SERVER_SEED, FIXTURE_SERVER_SEED_HASH } from '../../../src/mocks/fixtures/games-fixtures';
import { fixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { FIXTURE_VIP_CODE, fixtureNonMemberStatus, fixtureVipStatus, vipPublicProcedures } from '../../../src/mocks/fixtures/vip-fixtures';
import { renderApp, type RenderAppOptions } from './render-app';

beforeAll(async () => {
  if (!globalThis.crypto?.subtle) {
    const { webcrypto } = await import('node:crypto');
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  }
});

/** The visitor chose हिन्दी (the language cookie) until the test ends. */
function inHindi() {
  document.cookie = 'lang=hi; path=/';
  onTestFinished(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });
}

const VIP_ON = { ...fixtureSiteInfo, capabilities: { ...ALL_CAPABILITIES_OFF, vip: true } };
const header = async () => within(await screen.findByRole('banner'));

/** The Today panel's rows as [label, value, link]. */
async function todayRows() {
  const panel = within(await screen.findByTestId('today-panel'));
  await vi.waitFor(() => expect(panel.getAllByRole('link').length).toBeGreaterThan(1));
  return panel.getAllByRole('link').map((link) => [link.firstElementChild?.textContent, link.lastElementChild?.textContent, link.getAttribute('href')]);
}

function renderVip(path: string, status: ReturnType<typeof fixtureVipStatus>, options: RenderAppOptions = {}) {
  return renderApp(path, { siteInfo: VIP_ON, ...options, procedures: { ...vipPublicProcedures({ status, now: () => new Date() }), ...options.procedures } });
}

describe('Join free', () => {
  it('a visitor is offered Join free in the header and on the home page, both to /signup, and no Today panel', async () => {
    const { callsTo } = renderApp('/', { user: null });
    expect(await (await header()).findByRole('link', { name: 'Join free' })).toHaveAttribute('href', '/signup');
    const join = within(await screen.findByTestId('home-join'));
    expect(join.getByRole('link', { name: 'Join free' })).toHaveAttribute('href', '/signup');
    expect(join.getByRole('link', { name: 'I have an account' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('today-panel')).not.toBeInTheDocument();
    expect(callsTo('games.state')).toEqual([]);
  });

  it('a signed-in person sees no Join free anywhere, in English or Hindi', async () => {
    inHindi();
    renderApp('/');
    await screen.findByTestId('today-panel');
    expect(screen.queryByTestId('home-join')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join free|मुफ़्त जुड़ें/ })).not.toBeInTheDocument();
  });
});

describe('Today panel', () => {
  it('unclaimed: balance, daily login ready, spins left, scratch card waiting, each a link; VIP not offered is not mentioned', async () => {
    const { callsTo } = renderApp('/');
    expect(await todayRows()).toEqual([
      ['Balance', '₹50', '/wallet'],
      ['Spin & Win', '3 spins left', '/spin-and-win'],
      ['Daily Scratch Card', "Today's card is waiting", '/scratch-card'],
      ['Guess the Number', 'Ready to play', '/guess-number'],
      ['Flip & Win', 'Ready to play', '/flip-coin'],
      ['Daily Login', 'Ready to claim: day 1', '/daily-login'],
    ]);
    expect(screen.queryByText(/VIP/)).not.toBeInTheDocument();
    expect(callsTo('vip.status')).toEqual([]);
  });

  it('claimed and played: the day claimed, no spins left, the card scratched; a switched-off game is left out', async () => {
    const today = istDate(new Date());
    renderApp('/', { games: { dailyLogin: { streak: 4, lastClaimDay: today }, spin: { used: 3 }, scratch: { today: 'revealed', index: 0 }, configs: { guess: { enabled: false } } } });
    const rows = await todayRows();
    expect(rows).toContainEqual(['Daily Login', `Claimed today (day 4 of ${DAILY_LOGIN_DAYS})`, '/daily-login']);
    expect(rows).toContainEqual(['Spin & Win', 'No spins left', '/spin-and-win']);
    expect(rows).toContainEqual(['Daily Scratch Card', 'Scratched today', '/scratch-card']);
    expect(rows.map((row) => row[2])).not.toContain('/guess-number');
  });

  it("VIP offered: a member sees today's code, a non-member what membership gives", async () => {
    const member = renderVip('/', fixtureVipStatus(new Date()));
    expect(await todayRows()).toContainEqual(['VIP code', `Today's code ${FIXTURE_VIP_CODE} (₹50)`, '/vip-giveaway']);
    member.unmount();
    renderVip('/', fixtureNonMemberStatus(new Date()));
    expect(await todayRows()).toContainEqual(['VIP code', 'Members get a code every day', '/vip-purchase']);
  });

  it('the header chip opens the same panel in a dialog', async () => {
    const { user } = renderApp('/wallet');
    await user.click(await screen.findByRole('button', { name: 'Today' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Today' }));
    expect(await dialog.findByRole('link', { name: /Balance/ })).toHaveAttribute('href', '/wallet');
  });

  it('in Hindi', async () => {
    inHindi();
    renderApp('/');
    const rows = await todayRows();
    expect(rows[0]).toEqual(['बैलेंस', '₹50', '/wallet']);
    expect(rows).toContainEqual([expect.any(String), 'लेने के लिए तैयार: दिन 1', '/daily-login']);
  });
});

describe('Check this play', () => {
  it('a spin result links to /fairness with the play filled in; after the reveal the checker holds its seed and Verify matches', async () => {
    const { user, procedures, router } = renderApp('/fairness');
    await screen.findByRole('region', { name: 'Your plays' });
    let playId = '';
    await act(async () => {
      playId = (await procedures['games.spin']!({})).playId;
    });
    await act(() => router.navigate({ to: '/fairness', search: { play: playId } }));
    expect(screen.getByTestId('fairness-plain')).toHaveTextContent(/fixed before you play/);
    const card = within(await screen.findByRole('region', { name: 'Check this play' }));
    expect(await card.findByText(`${FIXTURE_CLIENT_SEED} · 0 · v1`)).toBeInTheDocument();
    const verifier = within(screen.getByRole('form', { name: 'Verifier' }));
    expect(verifier.getByLabelText('Client seed')).toHaveValue(FIXTURE_CLIENT_SEED);
    expect(verifier.getByLabelText('Nonce')).toHaveValue('0');
    expect(verifier.getByLabelText('Server seed (hex)')).toHaveValue('');

    await user.click(card.getByRole('button', { name: 'Reveal my seed' }));
    await vi.waitFor(() => expect(within(screen.getByRole('form', { name: 'Verifier' })).getByLabelText('Server seed (hex)')).toHaveValue(FIXTURE_SERVER_SEED));
    await user.click(await card.findByRole('button', { name: 'Verify' }));
    expect(await card.findByText(/✓ match/)).toBeInTheDocument();
    expect(card.getByText(/equals the commitment/)).toHaveTextContent(FIXTURE_SERVER_SEED_HASH);
  });

  it("a game's prize line in the wallet history links to its check", async () => {
    const { procedures, router } = renderApp('/');
    await screen.findByTestId('today-panel');
    let playId = '';
    await act(async () => {
      for (let spin = 0; spin < 3 && !playId; spin += 1) {
        const result = await procedures['games.spin']!({});
        if (result.prizePaise > 0) playId = result.playId;
      }
    });
    expect(playId).not.toBe('');
    await act(() => router.navigate({ to: '/wallet/history' }));
    const link = await screen.findByRole('link', { name: 'Check this play' });
    expect(link).toHaveAttribute('href', `/fairness?play=${playId}`);
  });
});
