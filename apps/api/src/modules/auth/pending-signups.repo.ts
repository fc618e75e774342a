import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type PendingSignupRow, pendingSignups } from '../../db/schema';

export type NewPendingSignup = Omit<PendingSignupRow, 'id' | 'createdAt'>;

export const insertPendingSignup = (db: DbOrTx, values: NewPendingSignup) =>
  db.insert(pendingSignups).values(values);

/** Sign-ups whose link expired are of no use to anyone: each sign-up sweeps them. */
export const deleteExpiredSignups = (db: DbOrTx) =>
  db.delete(pendingSignups).where(lte(pendingSignups.expiresAt, sql`now()`));

/** A read by email, as the registered-address path does instead of the insert (same round trips). */
export const findPendingByEmail = (db: DbOrTx, email: string) =>
  db.select({ id: pendingSignups.id }).from(pendingSignups).where(eq(pendingSignups.email, email)).limit(1);

/**
 * Takes the sign-up of a live link, atomically: the link works once. Every other pending sign-up
 * for the same address goes with it, so a stranger's sign-up with that address dies unconfirmed.
 */
export const consumePendingSignup = async (db: DbOrTx, tokenHash: string) => {
  const [row] = await db
    .delete(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, sql`now()`)))
    .returning();
  if (row) await db.delete(pendingSignups).where(eq(pendingSignups.email, row.email));
  return row;
};
