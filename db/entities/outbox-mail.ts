import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OUTBOX_STATUSES } from './enums';

export const OutboxMail = defineEntity({
  name: 'OutboxMail',
  tableName: 'outbox_mails',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    to: p.string().fieldName('recipient'),
    subject: p.string(),
    text: p.text(),
    html: p.text(),
    status: p.enum([...OUTBOX_STATUSES]),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type OutboxMail = InferEntity<typeof OutboxMail>;
