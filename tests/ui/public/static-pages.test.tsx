import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixturePages, fixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
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

describe('static pages in Hindi', () => {
  beforeEach(() => {
    document.cookie = 'lang=hi; path=/';
  });
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('/about shows the Hindi text, marked as Hindi, and no store text while the store is off', async () => {
    renderApp('/about', { user: null });
    const article = await screen.findByRole('article');
    const heading = await within(article).findByRole('heading', { level: 1, name: 'Honest Rewards के बारे में' });
    expect(heading).toHaveAttribute('lang', 'hi');
    expect(document.title).toBe('Honest Rewards के बारे में · Honest Rewards');
    expect(within(article).getByText('Honest Rewards भारत के गेमर्स के लिए एक फ़्री रिवॉर्ड साइट है।').closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(within(article).getAllByRole('listitem').map((item) => item.textContent)).toContain('गेम खेलना फ़्री है, उनमें बताई गई संभावना पर उन्हें सच में जीता जा सकता है, और हर नतीजे की जाँच की जा सकती है।');
    expect(article).not.toHaveTextContent(/स्टोर|\[\[/);
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('shows the Hindi store block while the store is on', async () => {
    renderApp('/about', { user: null, siteInfo: { ...fixtureSiteInfo, capabilities: { ...fixtureSiteInfo.capabilities, store: true } } });
    expect(await screen.findByText(/Google Play और App Store गिफ़्ट कार्ड और Free Fire डायमंड टॉप-अप/)).toBeInTheDocument();
  });

  it('shows the English text, marked as English, while a page has no Hindi text', async () => {
    renderApp('/disclaimer', { user: null, pages: { disclaimer: { ...fixturePages.disclaimer, titleHi: '', contentHi: '' } } });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Disclaimer' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/is not affiliated with, endorsed or sponsored by Google/).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('आख़िरी अपडेट')).toBeInTheDocument();
  });
});
