import { BlogPost, CatalogueItem } from '../../db/entities';
import type { Deps } from '../modules/deps';
import { storeImage } from '../modules/media';
import { BLOG_SEED } from './blog';
import { CATALOGUE_SEED } from './catalogue';
import { drawHeroImage } from './hero-image';
import type { Row } from '../../db/row-types.gen';

/** Claims a one-time seed by inserting its marker row: a second process seeds nothing, and deleted content never returns. */
export async function claimSeed(em: Deps['em'], key: string, at: Date): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<Array<Pick<Row<'site_settings'>, 'key'>>>(
      `insert into site_settings (key, value, updated_at) values (?, ?, ?) on conflict (key) do nothing returning key`,
      [key, JSON.stringify({ seededAt: at.toISOString() }), at],
      'all',
      em.getTransactionContext(),
    );
  return rows.length === 1;
}

/** The demo app catalogue (about 45 entries, May–September 2025), once per installation. */
export async function seedCatalogue(deps: Deps): Promise<void> {
  await deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    if (!(await claimSeed(em, 'seed:catalogue', now))) return;
    for (const item of CATALOGUE_SEED) em.create(CatalogueItem, { ...item, createdAt: now, updatedAt: now });
    await em.flush();
  });
}

const heroCache = new Map<string, Buffer>();

/** The five articles with their generated hero images, once per installation. */
export async function seedBlog(deps: Deps): Promise<void> {
  await deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    if (!(await claimSeed(em, 'seed:blog', now))) return;
    for (const [index, post] of BLOG_SEED.entries()) {
      if (await em.count(BlogPost, { id: post.id })) continue;
      let bytes = heroCache.get(post.id);
      if (!bytes) {
        bytes = drawHeroImage(post.palette, index + 7);
        heroCache.set(post.id, bytes);
      }
      const image = await storeImage({ ...deps, em }, { bytes, declaredType: 'image/png', originalName: `${post.id}.png`, adminId: null });
      const publishedAt = new Date(`${post.date}T10:00:00+05:30`);
      em.create(BlogPost, {
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        icon: post.icon,
        content: post.content,
        heroImage: image.id,
        isPublished: true,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    await em.flush();
  });
}
