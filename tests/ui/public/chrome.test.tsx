import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('names the referral reward in the invite banner when one is configured', async () => {
    renderApp('/', { user: null, siteInfo: { supportEmail: 'help@example.in', referralRewardPaise: 1000 } });
    expect(await screen.findByRole('link', { name: /Invite friends — earn ₹10 for each friend who verifies/ })).toHaveAttribute('href', '/invite');
  });

  it('invents no amount when the referral programme has none', async () => {
    renderApp('/', { user: null, siteInfo: { supportEmail: 'help@example.in', referralRewardPaise: null } });
    expect(await screen.findByRole('link', { name: /Invite friends to Honest Rewards/ })).toHaveAttribute('href', '/invite');
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('has a footer with quick links, the support e-mail and the current year', async () => {
    renderApp('/', { user: null, siteInfo: { supportEmail: 'help@example.in', referralRewardPaise: null } });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'help@example.in' })).toHaveAttribute('href', 'mailto:help@example.in');
    const quick = within(footer.getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/about', '/contact', '/terms', '/privacy', '/disclaimer', '/refund-policy', '/youtube-app', '/blog']);
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Honest Rewards`))).toBeInTheDocument();
  });
});
