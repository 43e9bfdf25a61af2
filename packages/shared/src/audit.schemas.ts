// The back office's audit log (docs/decisions/013-shop-admin.md): who changed what and when, with the record before and after.
import { z } from 'zod';
import { pageQueryFields, pageTotalsFields } from './common.schemas.ts';

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  /** Only entries about this kind of record (`product`, `user`, `order`…). */
  entity: z.string().trim().min(1).max(40).optional(),
  ...pageQueryFields(AUDIT_PAGE_SIZE, 200),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** Null when the change came from the command line (`npm run admin:create`). */
  actor: z.object({ _id: z.string(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  ...pageTotalsFields,
});
export type AuditList = z.infer<typeof auditListSchema>;
