import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { FIXTURE_REFERRAL_TERMS, FIXTURE_SUPPORT_EMAIL, fixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { renderApp } from './render-app';

describe('shared chrome', () => {
  it('has the five main links and a sign-in link for visitors', async () => {
    renderApp('/', { user: null });
    const main = within(await screen.findByRole('navigation', { name: 'Main' }));
    const links = main.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Spin & Win', '/spin-and-win'],
      ['Daily Login', '/daily-login'],
      ['Free Rewards', '/free-rewards'],
      ['Blog', '/blog'],
    ]);
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Honest Rewards — home' })).toHaveAttribute('href', '/');
  });

  it('shows "My account" to a signed-in user', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu and closes it after a choice', async () => {
    const { user, router } = renderApp('/', { user: null });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveAttribute('id', 'mobile-menu');
    await user.click(within(menu).getByRole('link', { name: 'Blog' }));

    expect(router.state.location.pathname).toBe('/blog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu with Escape and returns focus to the button', async () => {
    const { user } = renderApp('/', { user: null });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows the invite banner, with the programme’s whole rule, only while referrals are on; a visitor is sent to sign up first', async () => {
    renderApp('/', { user: null, siteInfo: { ...fixtureSiteInfo, referralTerms: FIXTURE_REFERRAL_TERMS, capabilities: { ...ALL_CAPABILITIES_OFF, referrals: true } } });
    expect(await screen.findByRole('link', { name: /^Invite friends: get ₹10 for each friend who verifies and earns ₹5 within 30 days of joining, paid into your wallet after a 7-day hold/ })).toHaveAttribute('href', '/signup?redirect=%2Finvite');
  });

  it.each([
    ['referrals are off (terms set)', { referralTerms: FIXTURE_REFERRAL_TERMS, capabilities: ALL_CAPABILITIES_OFF }],
    ['referrals are on but no terms are known', { referralTerms: null, capabilities: { ...ALL_CAPABILITIES_OFF, referrals: true } }],
  ])('has no invite banner while %s: no link to a programme that does not exist, no invented amount', async (_name, info) => {
    renderApp('/', { user: null, siteInfo: { ...fixtureSiteInfo, ...info } });
    await screen.findByRole('link', { name: FIXTURE_SUPPORT_EMAIL });
    expect(screen.queryByRole('link', { name: /invite/i })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/invite"]')).toBeNull();
  });

  it('has a footer with quick links, the support e-mail and the current year', async () => {
    renderApp('/', { user: null, siteInfo: { ...fixtureSiteInfo, supportEmail: 'help@example.in' } });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'help@example.in' })).toHaveAttribute('href', 'mailto:help@example.in');
    const quick = within(footer.getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/about', '/contact', '/terms', '/privacy', '/disclaimer', '/refund-policy', '/youtube-app', '/blog', '/transparency']);
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Honest Rewards`))).toBeInTheDocument();
    // Garena and Apple are named only while the store sells Free Fire and App Store codes.
    expect(footer.getByText(/© \d{4} Honest Rewards/)).toHaveTextContent(/Not affiliated with Google\.$/);
  });

  it('names Garena and Apple in the footer while the store is on', async () => {
    renderApp('/', { user: null, siteInfo: { ...fixtureSiteInfo, capabilities: { ...ALL_CAPABILITIES_OFF, store: true } } });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText(/Not affiliated with Google, Garena or Apple\./)).toBeInTheDocument();
  });
});
