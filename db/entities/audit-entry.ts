import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Admin } from './admin';

export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: p.uuid().primary().defaultRaw('time_ordered_uuid()'),
    admin: () => p.manyToOne(Admin).nullable().deleteRule('set null'),
    action: p.string(),
    targetType: p.string(),
    targetId: p.string(),
    before: p.json<unknown>().nullable(),
    after: p.json<unknown>().nullable(),
    createdAt: p.datetime(),
  },
});
export type AuditEntry = InferEntity<typeof AuditEntry>;
