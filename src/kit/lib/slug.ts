/** A title as a post id: 'Gold Loans, Explained!' → 'gold-loans-explained', the shape `blogIdSchema` accepts (≤ 100 characters). */
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
