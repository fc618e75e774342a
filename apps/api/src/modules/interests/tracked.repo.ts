import type { TrackedListQuery, TrackedStatus } from '@sniperads/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type TrackedInterestRow, trackedInterests as t } from '../../db/schema';

type Sort = NonNullable<TrackedListQuery['sort']>;

/** Relative CPM change; rows without history sort last whatever the order. */
const variation = sql`(${t.cpmCurrentCents} - ${t.cpmPreviousCents})::float8 / nullif(${t.cpmPreviousCents}, 0)`;
const SORT_COLUMNS: Record<Sort, SQL> = {
  nome: sql`lower(${t.name})`,
  cpmAtual: sql`${t.cpmCurrentCents}`,
  variacao: variation,
  alcance: sql`${t.reach}`,
  dataAdicionado: sql`${t.createdAt}`,
};

export const listTracked = (
  db: DbOrTx,
  userId: string,
  filter: { status?: TrackedStatus | undefined; sort: Sort; order: 'asc' | 'desc' },
) => {
  const column = SORT_COLUMNS[filter.sort];
  const direction = filter.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), filter.status ? eq(t.status, filter.status) : undefined))
    .orderBy(sql`${column} ${direction}`, sql`${t.id} desc`);
};

export const findTracked = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .limit(1);
  return row;
};

export const insertTracked = async (db: DbOrTx, values: typeof t.$inferInsert) => {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
};

export const updateTracked = async (
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<typeof t.$inferInsert>,
): Promise<TrackedInterestRow | undefined> => {
  const [row] = await db
    .update(t)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning();
  return row;
};

export const deleteTracked = async (db: DbOrTx, userId: string, id: string) => {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  return rows.length > 0;
};
