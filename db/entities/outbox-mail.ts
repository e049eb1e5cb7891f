import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OUTBOX_STATUSES } from '#contract/enums';

export const OutboxMail = defineEntity({
  name: 'OutboxMail',
  tableName: 'outbox_mails',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    to: p.string().fieldName('recipient'),
    /** Null when the row is a template's values (`template`, `params`), rendered when read (migration 0028). */
    subject: p.string().nullable(),
    text: p.text().nullable(),
    html: p.text().nullable(),
    template: p.string().nullable(),
    params: p.json<Record<string, unknown>>().nullable(),
    status: p.enum([...OUTBOX_STATUSES]),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type OutboxMail = InferEntity<typeof OutboxMail>;
