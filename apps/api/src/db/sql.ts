/** Small helpers every repository shares; one copy of each. */
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** Postgres unique_violation (23505), as raised by both drivers; optionally of one constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = error as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };
  if (e?.code === '23505') {
    return !constraint || e.constraint_name === constraint || e.constraint === constraint;
  }
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false;
};

/** Escapes LIKE's wildcards so user text matches literally (backslash is the default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `%text%` with the text escaped: a literal "contains" for LIKE/ILIKE. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Rows of a raw `db.execute` (both drivers answer an object with `rows`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/**
 * A timestamp as the API's ISO text. Raw queries may hand timestamps back as strings, so both
 * are accepted; null stays null.
 */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** Rows of `table` that belong to one account. */
export const countOfUser = async (db: DbOrTx, table: PgTable, userIdColumn: PgColumn, userId: string) =>
  (await countPerUser(db, table, userIdColumn, [userId])).get(userId) ?? 0;

/** Rows of `table` per account among `userIds` (one grouped query); accounts with none are left out. */
export const countPerUser = async (db: DbOrTx, table: PgTable, userIdColumn: PgColumn, userIds: string[]) => {
  const counts = new Map<string, number>();
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: sql<string>`${userIdColumn}`, n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(userIdColumn, userIds))
    .groupBy(userIdColumn);
  for (const row of rows) counts.set(row.userId, row.n);
  return counts;
};
