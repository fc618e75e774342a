import {
  type AuditAction,
  type AuditEntry,
  type AuditQuerySchema,
  paginationMeta,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLogRow, UserRow } from '../../db/schema';
import { iso } from '../../db/sql';
import { listAudit, writeAudit } from './audit.repo';

/** Who did it: the admin and the address they called from. */
export interface Actor {
  user: UserRow;
  ip: string | null;
}

const toAuditEntry = (row: AuditLogRow): AuditEntry => ({
  id: row.id,
  action: row.action as AuditAction,
  actor_id: row.actorId,
  actor_email: row.actorEmail,
  target_id: row.targetId,
  target_label: row.targetLabel,
  details: row.details,
  ip: row.ip,
  created_at: iso(row.createdAt),
});

type Details = Record<string, unknown> | undefined;
type Target = Pick<UserRow, 'id' | 'email'>;

/** Who did it (a person, or a system named by `by`) and to what: the one shape of an entry. */
const entry = (
  by: Actor | string,
  action: AuditAction,
  target: { id: string | null; label: string },
  details: Details,
) => ({
  actorId: typeof by === 'string' ? null : by.user.id,
  actorEmail: typeof by === 'string' ? by : by.user.email,
  action,
  targetId: target.id,
  targetLabel: target.label,
  ...(details ? { details } : {}),
  ip: typeof by === 'string' ? null : by.ip,
});

/** The admin audit trail (`audit_log`): what admins did to which account. */
export const createAuditService = (db: Db) => ({
  /** Writes in the caller's transaction, so the change and its entry stand or fall together. */
  record: (tx: DbOrTx, actor: Actor, action: AuditAction, target: Target, details?: Details) =>
    writeAudit(tx, entry(actor, action, { id: target.id, label: target.email }, details)),

  /** An admin's change to the shared library rather than to an account: `label` names what changed. */
  recordLibrary: (tx: DbOrTx, actor: Actor, action: AuditAction, label: string, details?: Details) =>
    writeAudit(tx, entry(actor, action, { id: null, label }, details)),

  /** The same, for a change no person made: `by` names the system that made it (a payment provider). */
  recordAutomatic: (tx: DbOrTx, by: string, action: AuditAction, target: Target, details?: Details) =>
    writeAudit(tx, entry(by, action, { id: target.id, label: target.email }, details)),

  async list(query: z.output<typeof AuditQuerySchema>) {
    const { rows, total } = await listAudit(db, query);
    return { data: rows.map(toAuditEntry), meta: paginationMeta(total, query.page, query.limit) };
  },
});
export type AuditService = ReturnType<typeof createAuditService>;
