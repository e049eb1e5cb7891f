import { describe, expect, it } from 'vitest';
import { BLOG_SEED } from '../../server/seeds/blog';

/** The seeded articles' Hindi (content/blog/<id>.hi.md) says what the English says: the same figures, the same shape. */

/** Every number as written (₹2,00,000, 10.99%, 24(b)'s 24, 80C's 80), sorted: a dropped or changed figure shows. */
function figures(text: string): string[] {
  return (text.match(/\d[\d,.]*%?/g) ?? []).map((figure) => figure.replace(/[.,]$/, '')).sort();
}

/** Headings, list items, table rows and the closing note: a translation keeps the article's structure. */
function shape(markdown: string) {
  const lines = markdown.split('\n');
  return {
    headings: lines.filter((line) => line.startsWith('## ')).length,
    bullets: lines.filter((line) => line.startsWith('- ')).length,
    steps: lines.filter((line) => /^\d+\. /.test(line)).length,
    tableRows: lines.filter((line) => line.startsWith('|')).length,
    quotes: lines.filter((line) => line.startsWith('> ')).length,
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the seeded articles in Hindi', () => {
  it.each(BLOG_SEED.map((post) => [post.id, post] as const))('%s: Hindi text with the English figures and structure', (_id, post) => {
    for (const text of [post.titleHi, post.excerptHi, post.contentHi]) expect(text).toMatch(DEVANAGARI);
    expect(figures(`${post.titleHi} ${post.excerptHi}`)).toEqual(figures(`${post.title} ${post.excerpt}`));
    expect(figures(post.contentHi)).toEqual(figures(post.content));
    expect(shape(post.contentHi)).toEqual(shape(post.content));
    expect(post.contentHi).toContain('> **जानकारी, वित्तीय सलाह नहीं।**');
  });
});
