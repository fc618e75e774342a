import pg from 'pg';

const mb = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * The library's tables (the ads, the offers' summaries, the partitioned history) with their rows
 * (the planner's estimate), heap and index sizes, then each index of `advertisements`.
 */
export const sizesReport = async (client: pg.Client) => {
  const { rows: tables } = await client.query<{ name: string; rows: string; heap: string; indexes: string }>(
    `select c.relname as name,
       coalesce(nullif(c.reltuples, -1), 0)::bigint as rows,
       pg_table_size(c.oid) as heap, pg_indexes_size(c.oid) as indexes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and (c.relname in ('advertisements', 'ad_observations', 'ad_page_domains', 'ad_summary_queue')
         or c.relname like 'offer_domain_%' or c.relname like 'ad_claims%')
     order by pg_total_relation_size(c.oid) desc`,
  );
  const { rows: partitions } = await client.query<{ parent: string; name: string; heap: string }>(
    `select p.relname as parent, c.relname as name, pg_total_relation_size(c.oid) as heap
     from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
     where p.relkind = 'p' order by 1, 2`,
  );
  const { rows: indexes } = await client.query<{ name: string; size: string }>(
    `select indexrelname as name, pg_relation_size(indexrelid) as size from pg_stat_user_indexes
     where relname = 'advertisements' order by 2 desc`,
  );
  const lines = [
    '| table | rows (estimate) | table MB | indexes MB |',
    '|---|---|---|---|',
    ...tables.map(
      (t) =>
        `| ${t.name} | ${Number(t.rows).toLocaleString('en-US')} | ${mb(Number(t.heap))} | ${mb(Number(t.indexes))} |`,
    ),
    '',
    `Partitions: ${partitions.length ? partitions.map((p) => `${p.name} (${mb(Number(p.heap))} MB)`).join(', ') : 'none'}`,
    '',
    '| index of advertisements | MB |',
    '|---|---|',
    ...indexes.map((i) => `| ${i.name} | ${mb(Number(i.size))} |`),
  ];
  return lines.join('\n');
};

/** The primary, then each of DATABASE_READ_URLS (Config.databaseReadUrls). */
const servers = (primary: string, readUrls: string[]) => [
  { name: 'primary', url: primary },
  ...readUrls.map((url, i) => ({ name: `replica ${i + 1}`, url })),
];

const transactions = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } catch {
    return Number.NaN;
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * Where the reads went: transactions each server counted between the start and `finish()`.
 * Pluggable: with DATABASE_READ_URLS unset it reports the primary alone.
 */
export const readSpread = async (primary: string, readUrls: string[]) => {
  const list = servers(primary, readUrls);
  const before = await Promise.all(list.map((s) => transactions(s.url)));
  return {
    finish: async () => {
      // PostgreSQL 15 flushes its statistics within a second of a transaction's end.
      await new Promise((r) => setTimeout(r, 1500));
      const after = await Promise.all(list.map((s) => transactions(s.url)));
      const counts = list.map((_, i) => (after[i] ?? 0) - (before[i] ?? 0));
      const total = counts.reduce((a, b) => a + (Number.isNaN(b) ? 0 : b), 0);
      const rows = list.map(
        (s, i) =>
          `| ${s.name} | ${Number.isNaN(counts[i]) ? 'unreachable' : counts[i]} | ${total ? (((counts[i] ?? 0) / total) * 100).toFixed(0) : '—'} % |`,
      );
      const note =
        list.length === 1
          ? 'DATABASE_READ_URLS is unset: every read went to the primary.'
          : 'Transactions counted by each server (pg_stat_database) during the searching-alone run.';
      return ['| server | transactions | share |', '|---|---|---|', ...rows, '', note].join('\n');
    },
  };
};
