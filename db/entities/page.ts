import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
