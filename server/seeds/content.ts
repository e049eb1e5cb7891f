import { BlogPost, CatalogueItem } from '../../db/entities';
import type { Deps } from '../modules/deps';
import { storeImage } from '../modules/media';
import { DEFAULT_LOCK_REASON, DEFAULT_LOCK_REASON_HI } from '#contract/catalogue/schemas';
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

/**
 * The seeds' Hindi for an installation seeded before it existed (migration 0041): filled only beside
 * the seed's own English texts and where there is no Hindi yet, so an admin's edit is never replaced
 * nor given a translation of text it no longer holds; "last updated" is left alone.
 */
export async function seedContentTranslations(deps: Deps): Promise<void> {
  await deps.em.transactional(async (em) => {
    for (const seed of BLOG_SEED) {
      const post = await em.findOne(BlogPost, { id: seed.id, title: seed.title, excerpt: seed.excerpt, content: seed.content, titleHi: '', excerptHi: '', contentHi: '' });
      if (post) Object.assign(post, { titleHi: seed.titleHi, excerptHi: seed.excerptHi, contentHi: seed.contentHi });
    }
    const lockedWithDefault = await em.find(CatalogueItem, { lockReason: DEFAULT_LOCK_REASON, lockReasonHi: '' });
    for (const item of lockedWithDefault) item.lockReasonHi = DEFAULT_LOCK_REASON_HI;
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
        titleHi: post.titleHi,
        excerptHi: post.excerptHi,
        contentHi: post.contentHi,
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
