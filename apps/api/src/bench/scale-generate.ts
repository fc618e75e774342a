import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { demoAd, demoAdId } from '../bootstrap/demo/ads/generator';
import { advertisements } from '../db/schema';

/**
 * The generation half of `pnpm bench:scale`: the demo seed's ads (the same generator, so the data
 * looks like `pnpm db:seed`'s), written with COPY in batches. Each batch's COPY and the progress
 * row commit together, so a killed run loses at most the batch in flight and the next run goes on
 * from the recorded count. `today` is recorded on the first run: every resumed batch dates its ads
 * from the same day as the first.
 */

const PROGRESS_TABLE = `create table if not exists bench_scale_progress (
  id integer primary key default 1 check (id = 1),
  today timestamptz not null,
  generated bigint not null default 0,
  target bigint not null,
  indexes_ready boolean not null default false,
  updated_at timestamptz not null default now())`;

export interface Progress {
  today: Date;
  generated: number;
  target: number;
  indexesReady: boolean;
}

/** The demo ads already there (`pnpm db:seed` loads 0..n-1 in order): the highest demo id + 1. */
const demoAdsPresent = async (client: pg.ClientBase) => {
  const { rows } = await client.query<{ id: string | null }>(
    `select max(ad_archive_id) as id from advertisements where ad_archive_id between $1 and $2`,
    [demoAdId(0), demoAdId(999_999_999)],
  );
  const last = rows[0]?.id;
  return last ? Number(last.slice(1)) + 1 : 0;
};

/** Reads the recorded progress, creating it (from the demo ads already loaded) on the first run. */
export const readProgress = async (client: pg.ClientBase, target: number): Promise<Progress> => {
  await client.query(PROGRESS_TABLE);
  const { rows } = await client.query<{
    today: Date;
    generated: string;
    target: string;
    indexes_ready: boolean;
  }>('select today, generated, target, indexes_ready from bench_scale_progress');
  const row = rows[0];
  if (row) {
    if (Number(row.target) !== target) {
      await client.query(
        'update bench_scale_progress set target = $1, indexes_ready = indexes_ready and generated >= $1, updated_at = now()',
        [target],
      );
    }
    return {
      today: row.today,
      generated: Number(row.generated),
      target,
      indexesReady: row.indexes_ready && Number(row.generated) >= target,
    };
  }
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  const generated = await demoAdsPresent(client);
  await client.query(
    'insert into bench_scale_progress (today, generated, target, indexes_ready) values ($1, $2, $3, $4)',
    [today, generated, target, generated >= target],
  );
  return { today, generated, target, indexesReady: generated >= target };
};

export const markIndexesReady = (client: pg.ClientBase) =>
  client.query('update bench_scale_progress set indexes_ready = true, updated_at = now()');

/** COPY's text format: a backslash, tab, newline or carriage return is escaped; null is \N. */
const copyEscape = (s: string) =>
  s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

/** A text[] literal: every element quoted, its quotes and backslashes escaped. */
const arrayLiteral = (items: readonly unknown[]) =>
  `{${items.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

const encode = (value: unknown): string => {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return copyEscape(arrayLiteral(value));
  if (typeof value === 'object') return copyEscape(JSON.stringify(value));
  return copyEscape(String(value));
};

/** The columns a demo ad sets, plus those the schema fills in JavaScript (the id). */
const copyColumns = (sample: Record<string, unknown>) => {
  const columns = getTableColumns(advertisements);
  return Object.entries(columns)
    .filter(([key, column]) => key in sample || column.defaultFn !== undefined)
    .map(([key, column]) => ({ key, name: column.name, fill: column.defaultFn }));
};

/**
 * One COPY of ads `from`..`to`-1 and the progress row, in one transaction. The ads carry their
 * creative's picture hash (`pictureHashes`, demoPictureHashes: hashed once per picture, not per
 * ad) and their cluster, written here: an assigner pass over millions would take hours.
 */
export const copyBatch = async (
  client: pg.ClientBase,
  from: number,
  to: number,
  today: Date,
  pictureHashes: ReadonlyMap<string, bigint>,
) => {
  const options = { pictureHashes, preclustered: true };
  const first = demoAd(from, today, options) as Record<string, unknown>;
  const columns = copyColumns(first);
  const lines = function* () {
    for (let i = from; i < to; i++) {
      const ad = i === from ? first : (demoAd(i, today, options) as Record<string, unknown>);
      yield `${columns.map((c) => encode(c.key in ad ? ad[c.key] : c.fill?.())).join('\t')}\n`;
    }
  };
  await client.query('begin');
  try {
    const copy = client.query(
      copyFrom(
        `copy advertisements (${columns.map((c) => `"${c.name}"`).join(', ')}) from stdin with (format text)`,
      ),
    );
    await pipeline(Readable.from(lines()), copy);
    await client.query('update bench_scale_progress set generated = $1, updated_at = now()', [to]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
};
