import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentPublicProcedures, createContentFixtureState, FIXTURE_HINDI_APP, FIXTURE_HINDI_POSTS, FIXTURE_LOCK_REASON_HI } from '#kit/mocks/content-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { renderApp } from './render-app';
import { fixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';

/** The site chrome, home and content screens in Hindi: the visitor chose हिन्दी (the language cookie). */
beforeEach(() => {
  document.cookie = 'lang=hi; path=/';
});

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('layout, home and content in Hindi', () => {
  it('reads the header, the home page and the footer in Hindi', async () => {
    renderApp('/', { user: null });
    const main = within(await screen.findByRole('navigation', { name: 'मुख्य' }));
    expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', hindiText('layout.nav.spin-and-win'), hindiText('layout.nav.daily-login'), hindiText('layout.nav.free-rewards'), 'ब्लॉग']);
    expect(await screen.findByRole('link', { name: 'साइन इन' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(screen.getByText(/भारत के गेमर्स के लिए फ़्री गेम और डेली रिवॉर्ड/)).toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: hindiText('home.tiles.title') }));
    expect(tiles.getByRole('link', { name: new RegExp(hindiText('home.tiles.scratch-title')) })).toHaveAttribute('href', '/scratch-card');
    expect(screen.getByRole('heading', { level: 2, name: 'हमारा वादा' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'क्विक लिंक' })).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/about');
  });

  it('states the referral rule in Hindi from the settings', async () => {
    renderApp('/spin-and-win', { siteInfo: { ...fixtureSiteInfo, referralTerms: { rewardPaise: 2500, welcomePaise: 0, qualifyPaise: 500, qualifyWindowDays: 14, holdDays: 3 }, capabilities: { ...ALL_CAPABILITIES_OFF, referrals: true } } });
    expect(await screen.findByRole('link', { name: /^दोस्तों को बुलाएँ: हर उस दोस्त के लिए ₹25 पाएँ जो वेरिफ़ाई करे और जुड़ने के 14 दिन के अंदर ₹5 कमाए, जो 3 दिन की होल्ड अवधि के बाद आपके वॉलेट में आते हैं/ })).toBeInTheDocument();
  });

  it('shows the 404 page and its tab title in Hindi', async () => {
    renderApp('/no-such-page', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('पेज नहीं मिला · Honest Rewards');
  });

  it('says in Hindi that a static page is not published yet', async () => {
    renderApp('/privacy', {
      user: null,
      procedures: {
        'pages.get': () => {
          throw new TrpcFixtureError('NOT_FOUND', 'Page not found');
        },
      },
    });
    expect(await screen.findByText('यह पेज अभी प्रकाशित नहीं हुआ है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
  });

  it('says in Hindi when a static page cannot be loaded, with a retry', async () => {
    renderApp('/terms', {
      user: null,
      procedures: {
        'pages.get': () => {
          throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'Something broke');
        },
      },
    });
    expect(await screen.findByText('डेटा लोड नहीं हो सका')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'इस्तेमाल की शर्तें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('shows the blog topics, counts (plural) and the empty state in Hindi', async () => {
    const state = createContentFixtureState();
    // No published credit-card article: that topic is empty.
    state.posts = state.posts.filter((post) => post.category !== 'Credit Cards');
    renderApp('/blog?category=credit-cards', { user: null, procedures: contentPublicProcedures(state) });
    expect(await screen.findByRole('heading', { level: 1, name: 'फ़ाइनेंस ब्लॉग' })).toBeInTheDocument();
    const topics = within(screen.getByRole('navigation', { name: 'विषय' }));
    expect(topics.getByText('सेक्शन 80D के तहत छूट')).toBeInTheDocument();
    expect(await topics.findAllByText('1 लेख')).toHaveLength(4);
    expect(topics.getByText('0 लेख')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'क्रेडिट कार्ड' })).toBeInTheDocument();
    expect(await screen.findByText('इस विषय में अभी कोई लेख नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी विषय दिखाएँ' })).toBeInTheDocument();
    expect(document.title).toBe('फ़ाइनेंस ब्लॉग · Honest Rewards');
  });

  it('shows the redeem-code apps with Hindi filters, months, pills and dialogs', async () => {
    const { user } = renderApp('/youtube-app', { user: null, procedures: contentPublicProcedures(createContentFixtureState()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'YouTube रिडीम कोड ऐप्स' })).toBeInTheDocument();
    expect(await screen.findByText('12 में से 12 ऐप्स दिख रहे हैं')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 2, name: /^सितंबर 2025/ })).getByText('4 ऐप')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /^CoinChakra/ })).getByText('3 सित॰')).toBeInTheDocument();
    expect(within(screen.getByLabelText('स्टेटस')).getAllByRole('option').map((option) => option.textContent)).toEqual(['सभी स्टेटस', 'सिर्फ़ लाइव', 'सिर्फ़ बंद', 'सिर्फ़ पेंडिंग']);
    const closed = within(screen.getByRole('article', { name: /^ChaiChips/ }));
    expect(closed.getByText('बंद')).toBeInTheDocument();
    await user.click(closed.getByRole('button', { name: 'ऐप डाउनलोड करें: ChaiChips (बंद है)' }));
    const dialog = await screen.findByRole('dialog', { name: 'ऐप बंद हो गया' });
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    await user.type(screen.getByRole('searchbox', { name: 'ऐप्स खोजें' }), 'no such app');
    expect(await screen.findByText('कोई ऐप नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
  });

  it('reads blog posts in Hindi where they have it, and marks each English fallback lang="en"', async () => {
    const hindiPost = FIXTURE_HINDI_POSTS['personal-loans-guide-2025']!;
    const partial = FIXTURE_HINDI_POSTS['best-credit-cards-2025']!;
    renderApp('/blog', { user: null, procedures: contentPublicProcedures(createContentFixtureState()) });
    const full = await screen.findByRole('heading', { level: 3, name: hindiPost.titleHi });
    expect(full).toHaveAttribute('lang', 'hi');
    expect(screen.getByText(hindiPost.excerptHi)).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { level: 3, name: partial.titleHi })).toHaveAttribute('lang', 'hi');
    // No Hindi at all: the English title and excerpt are marked English.
    expect(screen.getByRole('heading', { level: 3, name: 'Home Loan Interest Rates in 2025' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Floating rates linked to the repo rate.')).toHaveAttribute('lang', 'en');
  });

  it('a post whose body has no Hindi shows its Hindi title and its English body marked lang="en"', async () => {
    renderApp('/blog/best-credit-cards-2025', { user: null, procedures: contentPublicProcedures(createContentFixtureState()) });
    const title = await screen.findByRole('heading', { level: 1, name: FIXTURE_HINDI_POSTS['best-credit-cards-2025']!.titleHi });
    expect(title).toHaveAttribute('lang', 'hi');
    const body = screen.getByTestId('post-body');
    expect(body).toHaveAttribute('lang', 'en');
    expect(within(body).getByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });

  it('shows apps with a Hindi name in Hindi, brand names marked lang="en", and the lock reason in Hindi', async () => {
    const { user } = renderApp('/youtube-app', { user: null, procedures: contentPublicProcedures(createContentFixtureState()) });
    const hindiApp = await screen.findByRole('article', { name: new RegExp(`^${FIXTURE_HINDI_APP.titleHi}`) });
    expect(within(hindiApp).getByText(FIXTURE_HINDI_APP.titleHi)).toHaveAttribute('lang', 'hi');
    const brand = screen.getByRole('article', { name: /^BoltBucks/ });
    expect(within(brand).getByText('BoltBucks')).toHaveAttribute('lang', 'en');
    expect(within(brand).getByText(FIXTURE_LOCK_REASON_HI)).toHaveAttribute('lang', 'hi');
    await user.click(within(brand).getAllByRole('button', { name: /BoltBucks/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(FIXTURE_LOCK_REASON_HI)).toHaveAttribute('lang', 'hi');
  });
});
