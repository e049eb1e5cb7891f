import { m } from '#i18n/paraglide/messages';

export type BlogIconName = 'wallet' | 'credit-card' | 'home' | 'heart' | 'trending-up';

/** The five topics: `name` is the posts' server value, `slug` the URL's ?category=, `label` and `covers` the words shown. */
export const BLOG_CATEGORIES = [
  {
    name: 'Personal Loans',
    slug: 'personal-loans',
    icon: 'wallet',
    label: () => m['content.blog.personal-loans'](),
    covers: () => [m['content.blog.personal-loans-rate'](), m['content.blog.personal-loans-emi'](), m['content.blog.personal-loans-fees']()],
  },
  {
    name: 'Credit Cards',
    slug: 'credit-cards',
    icon: 'credit-card',
    label: () => m['content.blog.credit-cards'](),
    covers: () => [m['content.blog.credit-cards-rewards'](), m['content.blog.credit-cards-fees'](), m['content.blog.credit-cards-minimum-due']()],
  },
  {
    name: 'Home Loans',
    slug: 'home-loans',
    icon: 'home',
    label: () => m['content.blog.home-loans'](),
    covers: () => [m['content.blog.home-loans-repo'](), m['content.blog.home-loans-ltv'](), m['content.blog.home-loans-tax']()],
  },
  {
    name: 'Health Insurance',
    slug: 'health-insurance',
    icon: 'heart',
    label: () => m['content.blog.health-insurance'](),
    covers: () => [m['content.blog.health-insurance-sum'](), m['content.blog.health-insurance-waiting'](), m['content.blog.health-insurance-80d']()],
  },
  {
    name: 'Mutual Funds',
    slug: 'mutual-funds',
    icon: 'trending-up',
    label: () => m['content.blog.mutual-funds'](),
    covers: () => [m['content.blog.mutual-funds-sip'](), m['content.blog.mutual-funds-plans'](), m['content.blog.mutual-funds-elss']()],
  },
] as const satisfies ReadonlyArray<{ name: string; slug: string; icon: BlogIconName; label: () => string; covers: () => string[] }>;

type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];

/** The listing's topic filter lives in the URL; an unknown value is dropped, not an error (see parseCatalogueSearch on why not zod). */
export function parseBlogSearch(search: Record<string, unknown>): { category?: BlogCategorySlug } {
  return { category: BLOG_CATEGORIES.find((category) => category.slug === search.category)?.slug };
}

export function categoryBySlug(slug: string | undefined) {
  return BLOG_CATEGORIES.find((category) => category.slug === slug);
}

export function categoryByName(name: string) {
  return BLOG_CATEGORIES.find((category) => category.name === name);
}
