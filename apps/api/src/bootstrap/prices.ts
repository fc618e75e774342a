import { detectPrice } from '@sniperads/contract';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { advertisements, favorites } from '../db/schema';

const BATCH = 1000;

type Priced = { id: string; price: number | null; installments: number | null };

/** One UPDATE per batch: ids with their price (or null) from a VALUES list. */
const writeBatch = async (db: Db, table: 'advertisements' | 'favorites', rows: Priced[]) => {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${r.price}::numeric, ${r.installments}::smallint)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${sql.identifier(table)} t set price = v.price, price_installments = v.installments, price_pending = false from (values ${values}) as v(id, price, installments) where t.id = v.id`,
  );
};

const priced = (id: string, texts: string[]): Priced => {
  const p = detectPrice(texts);
  return { id, price: p?.amount ?? null, installments: p?.installments ?? null };
};

/** Walks rows still waiting for their price, BATCH at a time in id order; returns how many. */
const walkPending = async <T extends { id: string }>(
  read: (after: string) => Promise<T[]>,
  handle: (rows: T[]) => Promise<void>,
) => {
  let count = 0;
  for (let after = ''; ; ) {
    const rows = await read(after);
    if (rows.length === 0) return count;
    await handle(rows);
    count += rows.length;
    after = rows[rows.length - 1]!.id;
  }
};

/**
 * Reads the price of every ad and favorite written before prices were read (migration 0012) or by
 * a path that does not read them. A favorite keeps a price its owner entered. Walks the partial
 * index of pending rows in id order, so a second run finds nothing and costs one index probe.
 */
export const backfillPrices = async (db: Db) => {
  const a = advertisements;
  const ads = await walkPending(
    (after) =>
      db
        .select({
          id: a.id,
          titles: a.adCreativeLinkTitles,
          bodies: a.adCreativeBodies,
          captions: a.adCreativeLinkCaptions,
          descriptions: a.adCreativeLinkDescriptions,
        })
        .from(a)
        .where(and(sql`${a.pricePending}`, after ? gt(a.id, after) : undefined))
        .orderBy(asc(a.id))
        .limit(BATCH),
    (rows) =>
      writeBatch(
        db,
        'advertisements',
        rows.map((r) => priced(r.id, [...r.titles, ...r.bodies, ...r.captions, ...r.descriptions])),
      ),
  );
  const f = favorites;
  const saved = await walkPending(
    (after) =>
      db
        .select({
          id: f.id,
          price: f.price,
          titles: f.adCreativeLinkTitles,
          bodies: f.adCreativeBodies,
          captions: f.adCreativeLinkCaptions,
        })
        .from(f)
        .where(and(sql`${f.pricePending}`, after ? gt(f.id, after) : undefined))
        .orderBy(asc(f.id))
        .limit(BATCH),
    async (rows) => {
      const known = rows.filter((r) => r.price !== null).map((r) => r.id);
      if (known.length) await db.update(f).set({ pricePending: false }).where(inArray(f.id, known));
      await writeBatch(
        db,
        'favorites',
        rows
          .filter((r) => r.price === null)
          .map((r) => priced(r.id, [...r.titles, ...r.bodies, ...r.captions])),
      );
    },
  );
  return { ads, favorites: saved };
};
