import { type AdSearchFilters, type AdSort, SEARCH_COUNT_CAP } from '@sniperads/contract';
import { and, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
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

const whereOf = (conds: SQL[]) => (conds.length ? sql`where ${and(...conds)}` : sql``);

/** The term as a tsquery text, or null when it is only stop words or punctuation. */
export const parseSearchTerm = async (db: DbOrTx, term: string) => {
  const [row] = rowsOf<{ q: string }>(
    await db.execute(sql`select websearch_to_tsquery(${TS_CONFIG}, ${term})::text as q`),
  );
  return row?.q ? row.q : null;
};

/** How many ads the planner expects `conds` (and the term, if any) to keep, from the statistics. */
export const estimateRows = async (db: DbOrTx, conds: SQL[], tsquery: string | null = null) => {
  const a = advertisements;
  const all = tsquery ? [...conds, sql`${a.searchVector} @@ ${tsquery}::tsquery`] : conds;
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) select 1 from ${a} ${whereOf(all)}`),
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters (the term aside) as SQL conditions; each one is backed by an index (see
 * schema/advertisements.ts).
 */
export const filterConditions = (f: AdSearchFilters): SQL[] => {
  const a = advertisements;
  const conds: SQL[] = [];
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

/** What a search result shows of an ad (ad-view.ts), under the names the view reads. */
const RESULT_COLUMNS = sql.raw(
  [
    'id',
    'ad_archive_id as "adArchiveId"',
    'page_id as "pageId"',
    'page_name as "pageName"',
    'ad_creative_bodies as "adCreativeBodies"',
    'ad_creative_link_titles as "adCreativeLinkTitles"',
    'ad_creative_link_captions as "adCreativeLinkCaptions"',
    'ad_creative_link_descriptions as "adCreativeLinkDescriptions"',
    'creative_media_url as "creativeMediaUrl"',
    'media_type as "mediaType"',
    'publisher_platforms as "publisherPlatforms"',
    'languages',
    'countries',
    'ad_delivery_start_time as "adDeliveryStartTime"',
    'ad_delivery_stop_time as "adDeliveryStopTime"',
    'cta',
    'landing_url as "landingUrl"',
    'landing_domain as "landingDomain"',
    'niche',
    'price',
    'price_installments as "priceInstallments"',
    'thumbnail_status as "thumbnailStatus"',
    'thumbnail_key as "thumbnailKey"',
    'collation_count as "collationCount"',
    'is_taken_down as "isTakenDown"',
    'texts_truncated as "textsTruncated"',
    'first_seen_at as "firstSeenAt"',
    'last_seen_at as "lastSeenAt"',
    'created_at as "createdAt"',
  ]
    .map((c) => `a.${c}`)
    .join(', ') +
    // The offer's one definition of a creative (migration 0020), for grouping a search's matches.
    ', ad_creative_key(a) as "creativeKey"',
);

export interface SearchRow {
  id: string;
  adArchiveId: string;
  pageId: string | null;
  pageName: string;
  adCreativeBodies: string[];
  adCreativeLinkTitles: string[];
  adCreativeLinkCaptions: string[];
  adCreativeLinkDescriptions: string[];
  creativeMediaUrl: string | null;
  mediaType: 'image' | 'video' | 'meme' | 'none';
  publisherPlatforms: string[];
  languages: string[];
  countries: string[];
  adDeliveryStartTime: Date | string | null;
  adDeliveryStopTime: Date | string | null;
  cta: string | null;
  landingUrl: string | null;
  landingDomain: string | null;
  niche: string | null;
  price: number | string | null;
  priceInstallments: number | null;
  thumbnailStatus: string;
  thumbnailKey: string | null;
  collationCount: number | null;
  isTakenDown: boolean;
  textsTruncated: boolean;
  firstSeenAt: Date | string;
  lastSeenAt: Date | string;
  createdAt: Date | string;
  /** The creative the ad shows (creative-key.ts): its cluster, else Meta's collation, else itself. */
  creativeKey: string;
  /** Ads of the same page and landing domain, this one included (0 when it has neither). */
  variations: number;
}

/** An ad's variations (ads of its page and domain) from the summary plus its queued changes. */
const VARIATIONS = sql`coalesce(v.ads, 0) + coalesce((
    select sum(q.sign) from ad_summary_queue q
    where q.page_id = a.page_id and q.landing_domain = a.landing_domain
  ), 0) as variations`;
const VARIATIONS_JOIN = sql`left join ad_page_domains v on v.page_id = a.page_id and v.landing_domain = a.landing_domain`;

/** What groups a match by offer (the grouped search): the rest is read for its samples only. */
const LIGHT_COLUMNS = sql.raw(
  'a.id, a.page_id as "pageId", a.page_name as "pageName", a.landing_domain as "landingDomain", ad_creative_key(a) as "creativeKey"',
);
export type LightRow = Pick<SearchRow, 'id' | 'pageId' | 'pageName' | 'landingDomain' | 'creativeKey'>;

/** Search results by id, in the order of `ids`, with their variations. */
export const searchRowsByIds = async (db: DbOrTx, ids: string[]): Promise<SearchRow[]> => {
  if (ids.length === 0) return [];
  const rows = rowsOf<SearchRow>(
    await db.execute(sql`
      select ${RESULT_COLUMNS}, ${VARIATIONS}
      from ${advertisements} a ${VARIATIONS_JOIN}
      where a.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

const newestFirst = sql`start desc nulls last, id desc`;

/**
 * How a search finds its matches (search-strategy.ts picks one): `planner` lets PostgreSQL choose;
 * `gather` reads every match once through the term's index (a rare term), and every ordering
 * sorts those; `walk` walks the filters' ads in each ordering's index and tests the term on each,
 * at most `walk` of them (a common term: it stops as soon as it has enough, whatever the planner
 * guesses about how the term mixes with the filters); `since` gathers the matches among the ads
 * started since then only (the start-time index bounds them: a mid-frequency term), for the orders
 * that read the newest matches (the longest-running order gathers them all).
 */
export type Strategy = 'planner' | 'gather' | { walk: number } | { since: Date };

interface Walk {
  /** Conditions of this ordering beyond the search's own (e.g. running ads only). */
  extra: SQL[];
  order: SQL;
  limit: number;
  rank: SQL | null;
}

/**
 * The first `limit` matches in `order`, as (id, start, stop, rank?, bounded, hit). `hit`: it matches;
 * `bounded`: a walk's ad at its bound, so a caller can tell "the filters have no more ads" from
 * "stopped at the bound" (up to `limit` + 1 rows come back from a walk). With `gather`, the
 * matches come from the `matches` CTE (searchPage), aliased as the table so `order` reads as is.
 */
const firstMatches = (conds: SQL[], tsquery: string | null, how: Strategy, w: Walk) => {
  const a = advertisements;
  const term = tsquery ? sql`${a.searchVector} @@ ${tsquery}::tsquery` : null;
  const columns = sql`${a.id} as id, ${a.adDeliveryStartTime} as start, ${a.adDeliveryStopTime} as stop ${w.rank ? sql`, ${w.rank} as rank` : sql``}`;
  if (!term || how === 'planner')
    return sql`select ${columns}, false as bounded, true as hit from ${a}
      ${whereOf([...conds, ...w.extra, ...(term ? [term] : [])])} order by ${w.order} limit ${w.limit}`;
  if (how === 'gather' || 'since' in how)
    // Ranked after the limit: only the rows kept pay for ts_rank_cd.
    return sql`select ${columns}, false as bounded, true as hit from (
        select * from matches ${a} ${whereOf(w.extra)} order by ${w.order} limit ${w.limit}
      ) ${a}`;
  return sql`select ${columns}, bounded, hit from (
      select *, row_number() over () = ${how.walk} as bounded, ${term} as hit
      from (
        select ${a.id}, ${a.adDeliveryStartTime}, ${a.adDeliveryStopTime}, ${a.searchVector}
        from ${a} ${whereOf([...conds, ...w.extra])} order by ${w.order} limit ${how.walk}
      ) ${a}
    ) ${a} where hit or bounded limit ${w.limit + 1}`;
};

/** Whether a `firstMatches` result stopped at its bound with fewer than `needed` matches. */
const cutShort = (cte: string, needed: number) =>
  sql`((select count(*) from ${sql.raw(cte)} where hit) < ${needed}
    and exists (select 1 from ${sql.raw(cte)} where bounded))`;

/**
 * One statement answers a search: the newest `walk` matches are read once (ids and start times,
 * plus the rank when sorting by relevance), and give the capped total, the relevance window and
 * the newest page; the page's ads are then read by id with their variations from the
 * per-page-and-domain summary (plus its queued changes, so the count is exact). Empty pages still
 * answer one row, for the total.
 *
 * With a `walk` strategy, the answer is `complete` only if each walk found what it needed or ran
 * out of the filters' ads before its bound; with `since`, only if the ads started since then hold
 * all the matches the page needs (then the newest matches are all among them).
 */
export const searchPage = async (
  db: DbOrTx,
  conds: SQL[],
  options: {
    sort: AdSort;
    tsquery: string | null;
    offset: number;
    limit: number;
    how: Strategy;
    /**
     * The statistics put the matches far past the cap: the total is then "more than the cap"
     * without counting them, and only a relevance ranking reads the window.
     */
    overCap?: boolean;
    /** The status filter, when there is one (it is among `conds` too). */
    status?: 'active' | 'inactive' | undefined;
    /**
     * A gather's filters are tested on the matches it reads rather than through their indexes
     * (search-strategy.ts, `filtersLast`).
     */
    filtersLast?: boolean;
    /**
     * Only what groups a match (id, page, domain, creative): the grouped search reads a window of
     * matches this way, then its samples' rows by id (`searchRowsByIds`).
     */
    light?: boolean;
  },
) => {
  const a = advertisements;
  const { offset, limit, tsquery, sort, how } = options;
  const window = Math.max(RELEVANCE_WINDOW, offset + limit);
  const ranked = sort === 'relevance' && tsquery !== null;
  const uncounted = options.overCap === true && !ranked;
  const walk = uncounted ? offset + limit : Math.max(SEARCH_COUNT_CAP + 1, offset + limit);
  const rank = ranked ? sql`ts_rank_cd(${a.searchVector}, ${tsquery}::tsquery)` : null;
  const windowed = typeof how === 'object' && 'since' in how;
  // Only the newest matches are bounded by their start: the longest-running order needs them all.
  const since = windowed && sort !== 'longest_running' ? how.since : null;
  const ctes: SQL[] = [];
  if ((how === 'gather' || windowed) && tsquery !== null) {
    const found = [
      sql`${a.searchVector} @@ ${tsquery}::tsquery`,
      ...(since ? [sql`${a.adDeliveryStartTime} >= ${since.toISOString()}`] : []),
    ];
    // The filters tested on the rows found (`offset 0` keeps the planner from ANDing their indexes).
    const from = options.filtersLast
      ? sql`(select * from ${a} ${whereOf(found)} offset 0) ${a} ${whereOf(conds)}`
      : sql`${a} ${whereOf([...conds, ...found])}`;
    // Materialized: read once through the term's index, never as an ordered walk.
    ctes.push(sql`matches as materialized (
      select ${a.id}, ${a.adDeliveryStartTime}, ${a.adDeliveryStopTime} ${rank ? sql`, ${a.searchVector}` : sql``}
      from ${from})`);
  }
  const parts: { name: string; limit: number }[] = [];
  const add = (name: string, w: Walk) => {
    ctes.push(sql`${sql.raw(name)} as materialized (${firstMatches(conds, tsquery, how, w)})`);
    parts.push({ name, limit: w.limit });
  };
  // The newest matches: the page of every order but the longest-running one, and the total. An
  // uncounted longest-running search needs neither, and skips this walk (its kinds walk their own).
  const newest = sort !== 'longest_running' || !uncounted;
  if (newest) {
    add('walk_rows', {
      extra: [],
      order: sql`${a.adDeliveryStartTime} desc nulls last, ${a.id} desc`,
      limit: walk,
      rank,
    });
    ctes.push(sql`walk as (select * from walk_rows where hit limit ${walk})`);
  }
  let page: SQL;
  if (ranked) {
    // Bounded ranking: the newest `window` matches, ranked in the pass that found them.
    page = sql`select id, row_number() over (order by rank desc, ${newestFirst}) as ord
      from (select * from walk order by ${newestFirst} limit ${window}) w
      order by ord limit ${limit} offset ${offset}`;
  } else if (sort === 'longest_running') {
    // The first `offset + limit` by time running are among the first as many of each kind: running
    // ads by oldest start (then those without a start: their time is unknown), stopped ads by
    // start→stop span. Each walks its own index. A status filter leaves one kind only (the other's
    // walk would read its whole index for nothing).
    const k = offset + limit;
    const kinds: Walk[] = [];
    if (options.status !== 'inactive')
      kinds.push(
        {
          extra: [isNull(a.adDeliveryStopTime), isNotNull(a.adDeliveryStartTime)],
          order: sql`${a.adDeliveryStartTime} asc nulls first, ${a.id} asc`,
          limit: k,
          rank: null,
        },
        {
          extra: [isNull(a.adDeliveryStopTime), isNull(a.adDeliveryStartTime)],
          order: sql`${a.id} desc`,
          limit: k,
          rank: null,
        },
      );
    if (options.status !== 'active')
      kinds.push({
        extra: [isNotNull(a.adDeliveryStopTime)],
        order: sql`${a.adDeliveryStopTime} - ${a.adDeliveryStartTime} desc nulls last, ${a.id} asc`,
        limit: k,
        rank: null,
      });
    for (const [i, w] of kinds.entries()) add(`longest_${i}`, w);
    // The kinds are disjoint and carry their start and stop: no ad is read again to rank them.
    page = sql`select id, row_number() over (order by span desc nulls last, id asc) as ord
      from (select id, coalesce(stop, now()) - start as span from (
          ${sql.join(
            kinds.map((_, i) => sql`select id, start, stop from ${sql.raw(`longest_${i}`)} where hit`),
            sql` union all `,
          )}) k) s
      order by ord limit ${limit} offset ${offset}`;
  } else {
    page = sql`select id, row_number() over (order by ${newestFirst}) as ord from walk
      order by ord limit ${limit} offset ${offset}`;
  }
  // A bound short of what the page needs: the newest matches may lie past it.
  const shortOf = !tsquery
    ? []
    : since
      ? [sql`(select count(*) from walk_rows) < ${walk}`]
      : typeof how === 'object' && 'walk' in how
        ? parts.map((p) => cutShort(p.name, p.limit))
        : [];
  const checks = shortOf.length > 0 ? sql.join(shortOf, sql` or `) : sql`false`;
  const rows = rowsOf<SearchRow & { total: number | string; ord: number | null; cut_short: boolean }>(
    await db.execute(sql`
      with ${sql.join(ctes, sql`, `)}, page as (${page})
      select ${uncounted ? sql`${SEARCH_COUNT_CAP + 1}` : sql`(select count(*) from walk)`} as total,
        ${checks} as cut_short,
        page.ord, ${options.light ? LIGHT_COLUMNS : sql`${RESULT_COLUMNS}, ${VARIATIONS}`}
      from (select 1) one
      left join page on true
      left join ${a} a on a.id = page.id
      ${options.light ? sql`` : VARIATIONS_JOIN}
      order by page.ord`),
  );
  const n = Number(rows[0]?.total ?? 0);
  return {
    complete: !rows[0]?.cut_short,
    total: Math.min(n, SEARCH_COUNT_CAP),
    capped: n > SEARCH_COUNT_CAP,
    rows: rows.filter((r) => r.ord !== null),
  };
};
