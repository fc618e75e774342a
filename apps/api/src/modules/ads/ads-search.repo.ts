import { type AdSearchFilters, type AdSort, SEARCH_COUNT_CAP } from '@sniperads/contract';
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { advertisements } from '../../db/schema';
import { containsPattern, rowsOf } from '../../db/sql';

const { searchVector: _omit, ...adColumns } = getTableColumns(advertisements);
export const AD_COLUMNS = adColumns;

export const findAdById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select(AD_COLUMNS).from(advertisements).where(eq(advertisements.id, id)).limit(1);
  return row;
};

/** Relevance is ranked within this many newest matches (or deeper when paging further). */
export const RELEVANCE_WINDOW = 1000;
const TS_CONFIG = sql.raw(`'public.pt_unaccent'::regconfig`);

/** The term as a tsquery text, or null when it is only stop words or punctuation. */
export const parseSearchTerm = async (db: DbOrTx, term: string) => {
  const [row] = rowsOf<{ q: string }>(
    await db.execute(sql`select websearch_to_tsquery(${TS_CONFIG}, ${term})::text as q`),
  );
  return row?.q ? row.q : null;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters as SQL conditions; each one is backed by an index (see schema/advertisements.ts). */
export const filterConditions = (f: AdSearchFilters, tsquery: string | null): SQL[] => {
  const a = advertisements;
  const conds: SQL[] = [];
  if (tsquery) conds.push(sql`${a.searchVector} @@ ${tsquery}::tsquery`);
  if (f.language)
    conds.push(sql`${a.languages} @> array[${f.language.split(/[_-]/)[0]!.toLowerCase()}]::text[]`);
  if (f.page_name) conds.push(sql`lower(${a.pageName}) like ${containsPattern(f.page_name.toLowerCase())}`);
  if (f.niche) conds.push(eq(a.niche, f.niche));
  if (f.platform) conds.push(sql`${a.publisherPlatforms} @> array[${f.platform}]::text[]`);
  if (f.media_type) conds.push(eq(a.mediaType, f.media_type));
  if (f.status === 'active') conds.push(isNull(a.adDeliveryStopTime));
  if (f.status === 'inactive') conds.push(isNotNull(a.adDeliveryStopTime));
  if (f.country) conds.push(sql`${a.countries} @> array[${f.country}]::text[]`);
  if (f.started_from) conds.push(sql`${a.adDeliveryStartTime} >= ${new Date(f.started_from).toISOString()}`);
  if (f.started_to) {
    const to = new Date(f.started_to);
    // A bare date means the whole day.
    if (DATE_ONLY.test(f.started_to)) to.setUTCDate(to.getUTCDate() + 1);
    conds.push(sql`${a.adDeliveryStartTime} < ${to.toISOString()}`);
  }
  if (f.min_days_running) {
    const days = sql`make_interval(days => ${f.min_days_running})`;
    // The first condition is the indexable bound; the second excludes ads that stopped early.
    conds.push(sql`${a.adDeliveryStartTime} <= now() - ${days}`);
    conds.push(sql`coalesce(${a.adDeliveryStopTime}, now()) - ${a.adDeliveryStartTime} >= ${days}`);
  }
  return conds;
};

const whereOf = (conds: SQL[]) => (conds.length ? sql`where ${and(...conds)}` : sql``);

/** Exact count up to the cap: a common term never visits all of its matches. */
export const countMatches = async (db: DbOrTx, conds: SQL[]) => {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(
      // Ordered like the default page so the planner walks the same index as the page query
      // instead of intersecting a huge GIN bitmap with the filters' indexes.
      sql`select count(*) as n from (select 1 from ${advertisements} ${whereOf(conds)} order by ${advertisements.adDeliveryStartTime} desc nulls last limit ${SEARCH_COUNT_CAP + 1}) s`,
    ),
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
};

const duration = sql`coalesce(${advertisements.adDeliveryStopTime}, now()) - ${advertisements.adDeliveryStartTime}`;

export const findPage = async (
  db: DbOrTx,
  conds: SQL[],
  options: { sort: AdSort; tsquery: string | null; offset: number; limit: number },
) => {
  const a = advertisements;
  const { offset, limit, tsquery } = options;
  const window = Math.max(RELEVANCE_WINDOW, offset + limit);
  const base = db.select(AD_COLUMNS).from(a);
  if (options.sort === 'relevance' && tsquery) {
    // Bounded ranking: rank the newest `window` matches instead of every match of a common term,
    // in the same pass that reads them (no second lookup per candidate).
    const candidates = db
      .select({
        ...AD_COLUMNS,
        rank: sql<number>`ts_rank_cd(${a.searchVector}, ${tsquery}::tsquery)`.as('rank'),
      })
      .from(a)
      .where(conds.length ? and(...conds) : undefined)
      .orderBy(sql`${a.adDeliveryStartTime} desc nulls last`)
      .limit(window)
      .as('candidates');
    const rows = await db
      .select()
      .from(candidates)
      .orderBy(
        desc(candidates.rank),
        sql`${candidates.adDeliveryStartTime} desc nulls last`,
        desc(candidates.id),
      )
      .limit(limit)
      .offset(offset);
    return rows.map(({ rank: _rank, ...row }) => row);
  }
  if (options.sort === 'longest_running') {
    // Running ads: the oldest start runs longest; stopped ads: longest start→stop span. Each half
    // walks its own index, so only `window` rows of each are ever sorted.
    const running = sql`(select ${a.id} from ${a} ${whereOf([...conds, isNull(a.adDeliveryStopTime)])} order by ${a.adDeliveryStartTime} asc limit ${window})`;
    const stopped = sql`(select ${a.id} from ${a} ${whereOf([...conds, isNotNull(a.adDeliveryStopTime)])} order by ${a.adDeliveryStopTime} - ${a.adDeliveryStartTime} desc nulls last limit ${window})`;
    return base
      .where(sql`${a.id} in (${running} union all ${stopped})`)
      .orderBy(sql`${duration} desc nulls last`, desc(a.id))
      .limit(limit)
      .offset(offset);
  }
  return base
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(sql`${a.adDeliveryStartTime} desc nulls last`, desc(a.id))
    .limit(limit)
    .offset(offset);
};

/** Ads per (page, landing domain) for the pairs on a page of results. */
export const countVariations = async (db: DbOrTx, pairs: { pageId: string; domain: string }[]) => {
  const result = new Map<string, number>();
  if (pairs.length === 0) return result;
  const a = advertisements;
  const pageIds = [...new Set(pairs.map((p) => p.pageId))];
  const domains = [...new Set(pairs.map((p) => p.domain))];
  const rows = await db
    .select({ pageId: a.pageId, domain: a.landingDomain, n: sql<number>`count(*)::int` })
    .from(a)
    .where(and(inArray(a.pageId, pageIds), inArray(a.landingDomain, domains)))
    .groupBy(a.pageId, a.landingDomain);
  for (const r of rows) result.set(`${r.pageId}\u0000${r.domain}`, Number(r.n));
  return result;
};

export const variationKey = (pageId: string | null, domain: string | null) =>
  pageId && domain ? `${pageId}\u0000${domain}` : null;
