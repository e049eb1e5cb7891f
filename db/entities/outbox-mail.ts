import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * pending: waiting for SMTP delivery; sent: delivered; stored: no SMTP configured, kept for the
 * admin mail viewer; failed: gave up after the last retry.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'stored', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

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
