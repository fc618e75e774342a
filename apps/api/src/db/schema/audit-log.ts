import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * What admins did, to whom and when. Target and actor are also kept as text snapshots so the
 * record survives the deletion of either account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    /** No foreign key on purpose: the entry for a deleted user must remain. */
    targetId: uuid('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_target_id_idx').on(t.targetId)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
