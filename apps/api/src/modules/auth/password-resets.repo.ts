import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema';

export const createPasswordReset = (db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) =>
  db.insert(passwordResets).values({ userId, tokenHash, expiresAt });

/** A read by token hash, as the unknown-email path does instead of the inserts (same round trips). */
export const findResetByHash = (db: DbOrTx, tokenHash: string) =>
  db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);

/** Marks the token used and returns its user, atomically: a token works once. */
export const consumePasswordReset = async (db: DbOrTx, tokenHash: string) => {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row;
};

/** A new link invalidates older unused ones. */
export const invalidateUserResets = (db: DbOrTx, userId: string) =>
  db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
