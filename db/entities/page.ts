import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const PAGE_SLUGS = ['about', 'terms', 'privacy', 'disclaimer', 'refund-policy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const Page = defineEntity({
  name: 'Page',
  tableName: 'pages',
  properties: {
    slug: p.string().primary(),
    title: p.string(),
    content: p.text(),
    updatedAt: p.datetime(),
  },
});
export type Page = InferEntity<typeof Page>;
