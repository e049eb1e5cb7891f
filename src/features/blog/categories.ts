export type BlogIconName = 'wallet' | 'credit-card' | 'home' | 'heart' | 'trending-up';

/** The five topics, their URL slugs (?category=) and what each topic's guides cover. */
export const BLOG_CATEGORIES = [
  { name: 'Personal Loans', slug: 'personal-loans', icon: 'wallet', covers: ['How lenders set your rate', 'Working out the EMI', 'Fees to check before signing'] },
  { name: 'Credit Cards', slug: 'credit-cards', icon: 'credit-card', covers: ['Cashback or reward points', 'Reading the fee schedule', 'Avoiding the minimum-due trap'] },
  { name: 'Home Loans', slug: 'home-loans', icon: 'home', covers: ['Repo-linked floating rates', 'Loan-to-value limits', 'Tax benefits under 24(b) and 80C'] },
  { name: 'Health Insurance', slug: 'health-insurance', icon: 'heart', covers: ['Choosing the sum insured', 'Waiting periods and room rent', 'Section 80D deductions'] },
  { name: 'Mutual Funds', slug: 'mutual-funds', icon: 'trending-up', covers: ['How SIPs work', 'Direct or regular plans', 'ELSS and section 80C'] },
] as const satisfies ReadonlyArray<{ name: string; slug: string; icon: BlogIconName; covers: readonly string[] }>;

export type BlogCategoryName = (typeof BLOG_CATEGORIES)[number]['name'];
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
