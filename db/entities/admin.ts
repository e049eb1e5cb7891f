import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Admin = defineEntity({
  name: 'Admin',
  tableName: 'admins',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.string().unique(),
    passwordHash: p.string().hidden(),
    createdAt: p.datetime(),
  },
});
export type Admin = InferEntity<typeof Admin>;
