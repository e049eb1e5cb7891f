import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPublicProcedures, createContentFixtureState, FIXTURE_AD_CLIENT, FIXTURE_PARTNER, type ContentFixtureState } from '#kit/mocks/content-fixtures';
import { renderApp } from './render-app';

function renderBlog(path: string, state: ContentFixtureState = createContentFixtureState()) {
  return { ...renderApp(path, { user: null, procedures: contentPublicProcedures(state) }), content: state };
}

function articleCards() {
  return within(screen.getByRole('region', { name: /Latest articles|Personal Loans|Credit Cards|Home Loans|Health Insurance|Mutual Funds/ }))
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
}

function adSlots() {
  return screen.queryAllByRole('complementary', { name: 'Advertisement' });
}

describe('blog listing', () => {
  it('lists the published articles newest first, with category, date, read time and a link to each', async () => {
    renderBlog('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance Blog' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mutual Fund SIPs in 2025' })).toHaveAttribute('href', '/blog/mutual-funds-sip-investment-2025');
    expect(articleCards()).toEqual([
      'Mutual Fund SIPs in 2025',
      'Health Insurance in 2025',
      'Home Loan Interest Rates in 2025',
      'Choosing a Credit Card in 2025',
      'Personal Loans in 2025: A Plain Guide to Rates, EMIs and Fees',
    ]);
    // The draft is not listed.
    expect(screen.queryByText('Gold Loans (draft)')).not.toBeInTheDocument();
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByText('27 May 2025')).toBeInTheDocument();
    expect(first.getByText(/1 min read/)).toBeInTheDocument();
    expect(screen.getByText(/Information, not financial advice/)).toBeInTheDocument();
    expect(document.title).toBe('Finance Blog · Honest Rewards');
  });

  it('category tiles with their topics filter the list through the URL', async () => {
    const { user, router } = renderBlog('/blog');
    const topics = within(await screen.findByRole('navigation', { name: 'Topics' }));
    expect(topics.getAllByRole('link').map((link) => link.textContent?.match(/^(Personal Loans|Credit Cards|Home Loans|Health Insurance|Mutual Funds)/)?.[0])).toEqual([
      'Personal Loans',
      'Credit Cards',
      'Home Loans',
      'Health Insurance',
      'Mutual Funds',
    ]);
    expect(topics.getByText('Section 80D deductions')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Mutual Fund SIPs in 2025' });
    await user.click(topics.getByRole('link', { name: /^Credit Cards/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Credit Cards' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ category: 'credit-cards' });
    expect(articleCards()).toEqual(['Choosing a Credit Card in 2025']);
    expect(topics.getByRole('link', { name: /^Credit Cards/ })).toHaveAttribute('aria-current', 'page');
    expect(topics.getByRole('link', { name: /^Home Loans/ })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'Show all topics' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument();
    expect(articleCards()).toHaveLength(5);
  });

  it('shows no ad slots when no ad client is configured', async () => {
    renderBlog('/blog');
    await screen.findByRole('link', { name: 'Mutual Fund SIPs in 2025' });
    expect(adSlots()).toHaveLength(0);
    expect(screen.queryByText('Advertisement')).not.toBeInTheDocument();
  });

  it('with an ad client: a labelled display slot, and in-feed slots after every second card except the last', async () => {
    renderBlog('/blog', createContentFixtureState({ adClientId: FIXTURE_AD_CLIENT }));
    await screen.findByRole('link', { name: 'Mutual Fund SIPs in 2025' });
    const slots = adSlots();
    expect(slots.map((slot) => slot.getAttribute('data-ad-slot'))).toEqual(['display', 'infeed', 'infeed']);
    for (const slot of slots) {
      expect(within(slot).getByText('Advertisement')).toBeInTheDocument();
      expect(slot).toHaveAttribute('data-ad-client', FIXTURE_AD_CLIENT);
    }
    // Five cards: c1 c2 [ad] c3 c4 [ad] c5 — nothing after the last card.
    const items = within(screen.getByRole('region', { name: 'Latest articles' })).getAllByRole('listitem');
    expect(items.map((item) => (within(item).queryByRole('complementary') ? 'ad' : 'card'))).toEqual(['card', 'card', 'ad', 'card', 'card', 'ad', 'card']);
  });

  it('with an ad client and four cards, no in-feed slot follows the last card', async () => {
    const state = createContentFixtureState({ adClientId: FIXTURE_AD_CLIENT });
    state.posts = state.posts.filter((post) => post.id !== 'best-credit-cards-2025');
    renderBlog('/blog', state);
    await screen.findByRole('link', { name: 'Mutual Fund SIPs in 2025' });
    const items = within(screen.getByRole('region', { name: 'Latest articles' })).getAllByRole('listitem');
    expect(items.map((item) => (within(item).queryByRole('complementary') ? 'ad' : 'card'))).toEqual(['card', 'card', 'ad', 'card', 'card']);
  });
});

describe('blog post', () => {
  it('shows the hero image, category, title, date, read time and the server-rendered body', async () => {
    renderBlog('/blog/health-insurance-plans-2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Insurance in 2025' })).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('link', { name: 'Health Insurance' })).toHaveAttribute('href', '/blog?category=health-insurance');
    expect(article.getByText('22 April 2025')).toBeInTheDocument();
    expect(article.getByText(/1 min read/)).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/uploads/00000000-0000-4000-8021-000000000004-1200.webp');
    const body = within(screen.getByTestId('post-body'));
    expect(body.getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(body.getByRole('link', { name: 'the regulator' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(body.getByText('Information, not financial advice.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to Blog/ })[0]).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Health Insurance in 2025 · Honest Rewards');
  });

  it('has no ad slots and no related services by default', async () => {
    renderBlog('/blog/personal-loans-guide-2025');
    await screen.findByRole('heading', { level: 1 });
    expect(adSlots()).toHaveLength(0);
    expect(screen.queryByText('Sponsored')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Related Financial Services' })).not.toBeInTheDocument();
  });

  it('with an ad client and a partner: labelled slots of each type and the partner marked Sponsored', async () => {
    renderBlog('/blog/personal-loans-guide-2025', createContentFixtureState({ adClientId: FIXTURE_AD_CLIENT, sponsoredPartners: [FIXTURE_PARTNER] }));
    await screen.findByRole('heading', { level: 1 });
    expect(adSlots().map((slot) => slot.getAttribute('data-ad-slot'))).toEqual(['display', 'article', 'responsive', 'multiplex']);
    const related = within(screen.getByRole('region', { name: 'Related Financial Services' }));
    expect(related.getByText('Sponsored')).toBeInTheDocument();
    expect(related.getByText(FIXTURE_PARTNER.name)).toBeInTheDocument();
    expect(related.getByRole('heading', { name: 'Quick loan approval' })).toBeInTheDocument();
    const visit = related.getByRole('link', { name: /Visit Example Finance Ltd/ });
    expect(visit).toHaveAttribute('href', FIXTURE_PARTNER.link);
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit.getAttribute('rel')).toMatch(/noopener noreferrer/);
  });

  it("an unknown id (or a draft) shows 'Blog Post Not Found' with Back to Blog", async () => {
    const { user, router } = renderBlog('/blog/gold-loans-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Blog Post Not Found · Honest Rewards');
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance Blog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('opens from the listing without a full page load', async () => {
    const { user, router } = renderBlog('/blog');
    await user.click(await screen.findByRole('link', { name: 'Choosing a Credit Card in 2025' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing a Credit Card in 2025' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/best-credit-cards-2025');
  });
});
