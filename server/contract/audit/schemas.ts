import { z } from 'zod';
import { pageQuerySchema } from '../shared-schemas';

const istDateSchema = (label: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`).optional());
const optionalText = (label: string, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(max, `${label} must be at most ${max} characters`).optional());

/** The audit log's filters (issue 31): who, what, about what, between which IST dates (both included). */
export const listAuditInputSchema = pageQuerySchema.extend({
  /** The admin's e-mail address, as written (any case). */
  admin: optionalText('Admin', 254),
  action: optionalText('Action', 100),
  targetType: optionalText('Target type', 50),
  targetId: optionalText('Target id', 100),
  from: istDateSchema('From'),
  to: istDateSchema('To'),
});
export type ListAuditInput = z.infer<typeof listAuditInputSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.date(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });
