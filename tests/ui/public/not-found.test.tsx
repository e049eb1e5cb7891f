import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('unknown pages', () => {
  it('shows a friendly 404 inside the site chrome with a way home', async () => {
    const { user, router } = renderApp('/no-such-page', { user: null });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/unexpected application error/i)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Honest Rewards');

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Honest Rewards' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains on the public site that the admin area lives elsewhere', async () => {
    renderApp('/admin', { user: null });
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
    expect(screen.getByText(/runs on its own, separate site/)).toBeInTheDocument();
  });
});
