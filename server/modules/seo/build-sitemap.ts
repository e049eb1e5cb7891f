import { BlogPost } from '../../../db/entities';
import type { Deps } from '../deps';

/** Public pages worth indexing; signed-in and one-time-link pages are left out (and disallowed in robots.txt). */
export const SITEMAP_STATIC_PATHS = [
  '/', '/spin-and-win', '/flip-coin', '/scratch-card', '/guess-number', '/daily-login', '/free-rewards', '/fairness', '/transparency',
  '/youtube-app', '/blog', '/about', '/contact', '/terms', '/privacy', '/disclaimer', '/refund-policy',
] as const;

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);
}

/** sitemaps.org XML: the static pages and every published post (drafts never appear). */
export async function buildSitemap(deps: Deps): Promise<string> {
  const base = deps.config.publicUrl;
  const posts = await deps.em.find(BlogPost, { isPublished: true }, { fields: ['id', 'updatedAt'], orderBy: { publishedAt: 'desc', id: 'asc' } });
  const urls = [
    ...SITEMAP_STATIC_PATHS.map((path) => `  <url><loc>${xmlEscape(`${base}${path}`)}</loc></url>`),
    ...posts.map((post) => `  <url><loc>${xmlEscape(`${base}/blog/${encodeURIComponent(post.id)}`)}</loc><lastmod>${post.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
