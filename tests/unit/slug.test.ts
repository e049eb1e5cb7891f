import { describe, expect, it } from 'vitest';
import { blogIdSchema } from '#contract/blog/schemas';
import { slugify } from '#kit/lib/slug';

describe('slugify', () => {
  it.each([
    ['Gold Loans, Explained!', 'gold-loans-explained'],
    ['  Personal Loans in 2025  ', 'personal-loans-in-2025'],
    ['Café crème — à la carte', 'cafe-creme-a-la-carte'],
    ['₹50 Google Play codes: how?', '50-google-play-codes-how'],
    ['---', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps at most 100 characters and never ends on a hyphen where the cut falls', () => {
    const slug = slugify(`${'a'.repeat(99)} tail`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(100);
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/);
  });

  it("gives ids the server's blog id schema accepts", () => {
    for (const title of ['Gold Loans, Explained!', 'Café crème — à la carte', 'word '.repeat(40), `${'a'.repeat(99)} tail`, 'A  --  B  --  C']) {
      expect(blogIdSchema.safeParse(slugify(title)).success, title).toBe(true);
    }
  });
});
