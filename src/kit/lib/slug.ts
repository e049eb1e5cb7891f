/**
 * A title as a post id (the post's address): 'Gold Loans, Explained!' → 'gold-loans-explained'.
 * Lower-case letters and digits joined by single hyphens, at most 100 characters: the shape the
 * server's `blogIdSchema` accepts (server/contract/blog/schemas.ts), which also asks for at least 3.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    // Accents come apart from their letters (é → e + ◌́) and the marks go, so 'crème' keeps one word.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
