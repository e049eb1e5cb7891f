import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    name: p.string(),
    email: p.string(),
    message: p.text(),
    isRead: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
