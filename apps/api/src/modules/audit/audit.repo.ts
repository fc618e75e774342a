import type { AuditAction, AuditQuerySchema } from '@sniperads/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { containsPattern } from '../../db/sql';

export interface AuditInput {
  /** Null when no person acted (a payment provider's webhook). */
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  targetId: string | null;
  targetLabel: string | null;
  details?: Record<string, unknown>;
  ip: string | null;
}

export const writeAudit = (db: DbOrTx, entry: AuditInput) =>
  db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });

export const listAudit = async (db: DbOrTx, q: z.output<typeof AuditQuerySchema>) => {
  const term = q.search ? containsPattern(q.search) : null;
  const where = and(
    q.action ? eq(auditLog.action, q.action) : undefined,
    term ? or(ilike(auditLog.actorEmail, term), ilike(auditLog.targetLabel, term)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
};
