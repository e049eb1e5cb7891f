import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Page = defineEntity({
  name: 'Page',
  tableName: 'pages',
  properties: {
    slug: p.string().primary(),
    title: p.string(),
    content: p.text(),
    /** The Hindi text (migration 0020); empty until there is one, and readers then get the English text. */
    titleHi: p.string().default(''),
    contentHi: p.text().default(''),
    updatedAt: p.datetime(),
  },
});
export type Page = InferEntity<typeof Page>;
