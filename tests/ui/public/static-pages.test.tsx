import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixturePages } from '../../fixtures/public-fixtures';
import { TrpcFixtureError } from '../../fixtures/trpc-msw';
import { renderApp } from './render-app';

describe('static pages', () => {
  it.each([
    ['/about', 'About Honest Rewards'],
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Policy'],
    ['/disclaimer', 'Disclaimer'],
    ['/refund-policy', 'Refund Policy'],
  ])('%s shows the page title from the server', async (path, title) => {
    renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Honest Rewards`);
  });

  it('renders paragraphs and "- " lines as a list', async () => {
    renderApp('/about', { user: null });
    const article = await screen.findByRole('article');
    await within(article).findByRole('heading', { level: 1, name: 'About Honest Rewards' });
    const items = within(article).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('Games are free to play, can really be won at the odds they publish, and every outcome can be verified.');
    expect(within(article).getByText('Honest Rewards is a free rewards site for gamers in India.').tagName).toBe('P');
  });

  it('shows markup in page content as text, never as HTML', async () => {
    renderApp('/about', {
      user: null,
      pages: { about: { ...fixturePages.about, content: 'Hello <img src=x onerror="alert(1)"> world\n\n- <b>item</b>' } },
    });
    expect(await screen.findByText('Hello <img src=x onerror="alert(1)"> world')).toBeInTheDocument();
    expect(screen.getByText('<b>item</b>')).toBeInTheDocument();
    expect(document.querySelector('article img, article b')).toBeNull();
  });

  it('shows a loading state, then an error state when the page cannot be loaded', async () => {
    renderApp('/privacy', {
      user: null,
      procedures: {
        'pages.get': () => {
          throw new TrpcFixtureError('NOT_FOUND', 'Page not found');
        },
      },
    });
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toHaveLength(0); // the toasts' alert region is always there, empty
    expect(await screen.findByText('This page has not been published yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
