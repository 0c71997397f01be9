import { z } from 'zod';
import { daySchema } from '../seller/sales-range';
import { textInput } from '../text';

/**
 * What the audit log records, one name per kind of act: the command line's changes to the operators' list, and what
 * operators do in the console (each part of it adds its own).
 */
export const auditActions = [
  'operator.added',
  'operator.removed',
  'support.assigned',
  'support.answered',
  'support.closed',
  'review.kept',
  'review.removed',
  'review.restored',
  'listing.hidden',
  'listing.restored',
  'account.suspended',
  'account.lifted',
  'seller.verified',
  'seller.refused',
  'seller.unverified',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditPageSize = 50;

/** `actor`: an operator's account id, or `command-line` for what was done on the server. Days are Colombo's. */
export const auditQuerySchema = z
  .strictObject({
    action: z.enum(auditActions).optional(),
    actor: textInput().trim().min(1).max(100).optional(),
    subject: textInput().trim().min(1).max(100).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'must not be before from' });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The command line on the server, as an actor the audit log can be filtered by. */
export const commandLineActor = 'command-line';

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The operator's account; null for the command line on the server. */
  actorId: z.string().nullable(),
  /** The operator's name then; for the command line, the server's user who ran it. */
  actorName: z.string(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a later page holds more. */
  more: z.boolean(),
  /** Everyone who has acted, for the filter: the operators there are and were. */
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Who is asking, when they are an operator (anyone else is refused). */
export const adminSessionSchema = z.object({ operator: z.object({ id: z.string(), name: z.string(), since: z.string() }) });
export type AdminSession = z.infer<typeof adminSessionSchema>;
