import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offers } from '../../db/schema';

export const findDecisions = async (db: DbOrTx, domains?: string[]) => {
  if (domains && domains.length === 0) return [];
  return db
    .select()
    .from(offers)
    .where(domains ? inArray(offers.landingDomain, domains) : undefined);
};

export const findApproved = (db: DbOrTx) => db.select().from(offers).where(eq(offers.status, 'approved'));

export const upsertDecision = async (
  db: DbOrTx,
  input: { landingDomain: string; status: 'approved' | 'rejected'; niche: string | null; decidedBy: string },
) => {
  const [row] = await db
    .insert(offers)
    .values(input)
    .onConflictDoUpdate({
      target: offers.landingDomain,
      set: { status: input.status, niche: input.niche, decidedBy: input.decidedBy, decidedAt: new Date() },
    })
    .returning();
  return row!;
};

export const deleteDecision = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .delete(offers)
    .where(and(eq(offers.id, id)))
    .returning({ id: offers.id });
  return row ?? null;
};
