import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Admin } from './admin';
import { BLOG_CATEGORIES, BLOG_ICONS, CATALOGUE_STATUSES, IMAGE_CONTENT_TYPES } from '#contract/enums';

/** An uploaded image; the bytes live in PostgreSQL so every server process can serve them (decision 004). */
export const MediaFile = defineEntity({
  name: 'MediaFile',
  tableName: 'media_files',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    contentType: p.enum([...IMAGE_CONTENT_TYPES]),
    bytes: p.blob().lazy(true, false),
    sizeBytes: p.integer(),
    sha256: p.string(),
    /** The pixel size; null only until the boot step makes an older image's variants (decision 017). */
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    originalName: p.string().nullable(),
    uploadedBy: () => p.manyToOne(Admin).nullable().deleteRule('set null'),
    createdAt: p.datetime(),
  },
});
export type MediaFile = InferEntity<typeof MediaFile>;

/** A resized WebP copy of an uploaded image, served at /uploads/<media id>-<width>.webp (decision 017). */
export const MediaVariant = defineEntity({
  name: 'MediaVariant',
  tableName: 'media_variants',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    media: () => p.manyToOne(MediaFile).deleteRule('cascade'),
    width: p.integer(),
    height: p.integer(),
    bytes: p.blob().lazy(true, false),
    sizeBytes: p.integer(),
    sha256: p.string(),
  },
});
export type MediaVariant = InferEntity<typeof MediaVariant>;

export const CatalogueItem = defineEntity({
  name: 'CatalogueItem',
  tableName: 'catalogue_items',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    title: p.string(),
    /** The Hindi texts (migration 0041); empty until there is one, and readers then get the English text. */
    titleHi: p.string().default(''),
    status: p.enum([...CATALOGUE_STATUSES]),
    /** ISO calendar date (YYYY-MM-DD); the month shown and filtered on is derived from it. */
    date: p.date(),
    downloadLink: p.string(),
    /** Set for dual apps (the "Dual Apps" badge is derived from it). */
    downloadLink2: p.string().nullable(),
    videoLink: p.string(),
    referCode: p.string().nullable(),
    isWebsite: p.boolean().default(false),
    isLocked: p.boolean().default(false),
    lockReason: p.string().nullable(),
    lockReasonHi: p.string().default(''),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type CatalogueItem = InferEntity<typeof CatalogueItem>;

export const BlogPost = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  properties: {
    /** The slug in /blog/{id}. */
    id: p.string().primary(),
    title: p.string(),
    excerpt: p.string(),
    category: p.enum([...BLOG_CATEGORIES]),
    icon: p.enum([...BLOG_ICONS]),
    /** Markdown; HTML is rendered and sanitised on read (server/modules/blog/render-markdown.ts). */
    content: p.text(),
    /** The Hindi texts (migration 0041); empty until there is one, and readers then get the English text. */
    titleHi: p.string().default(''),
    excerptHi: p.string().default(''),
    contentHi: p.text().default(''),
    heroImage: () => p.manyToOne(MediaFile).nullable().deleteRule('set null'),
    isPublished: p.boolean().default(false),
    publishedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type BlogPost = InferEntity<typeof BlogPost>;

/** Business settings edited by admins, one JSON value per key, each checked by its zod schema on read and write. */
export const SiteSetting = defineEntity({
  name: 'SiteSetting',
  tableName: 'site_settings',
  properties: {
    key: p.string().primary(),
    value: p.json<unknown>(),
    updatedAt: p.datetime(),
  },
});
export type SiteSetting = InferEntity<typeof SiteSetting>;
