import {
  AD_GROUP_SAMPLES,
  AD_GROUP_WINDOW,
  type AdGroup,
  type AdSearchFilters,
  type AdSearchMeta,
  paginationMeta,
} from '@sniperads/contract';
import type { Db } from '../../db/client';
import { toAdvertisement } from './ad-view';
import { type LightRow, searchRowsByIds } from './ads-search.repo';
import { domainGroupCounts, type GroupCounts, pageGroupCounts } from './ads-search-groups.repo';
import { searchMatchWindow } from './ads-search-matches';

interface Gathered {
  kind: AdGroup['kind'];
  key: string;
  rows: LightRow[];
  creatives: Set<string>;
  pages: Set<string>;
}

/**
 * The offer an ad belongs to: its landing domain, else its page (an ad with neither is an offer of
 * its own).
 */
const offerOf = (r: LightRow): { kind: AdGroup['kind']; key: string } =>
  r.landingDomain
    ? { kind: 'domain', key: r.landingDomain }
    : { kind: 'page', key: r.pageId ?? `ad:${r.id}` };

/**
 * The ad search grouped by offer: its first `window` (AD_GROUP_WINDOW) matches in the search's order are
 * grouped, each group placed where its first match is; a page of groups then reads its offers'
 * counts from the summaries. The window bounds the cost whatever the search matches; offers past
 * it show on no page (`window_capped` says so).
 */
export const searchAdGroups = async (
  db: Db,
  filters: AdSearchFilters,
  { now = new Date(), window = AD_GROUP_WINDOW }: { now?: Date; window?: number } = {},
): Promise<{ data: AdGroup[]; meta: AdSearchMeta & { grouped_ads: number; window_capped: boolean } }> => {
  const { sort, term, total, rows } = await searchMatchWindow(db, filters, window);
  const groups = new Map<string, Gathered>();
  for (const r of rows) {
    const { kind, key } = offerOf(r);
    const id = `${kind}:${key}`;
    let g = groups.get(id);
    if (!g) {
      g = { kind, key, rows: [], creatives: new Set(), pages: new Set() };
      groups.set(id, g);
    }
    g.rows.push(r);
    g.creatives.add(r.creativeKey);
    if (r.pageId) g.pages.add(r.pageId);
  }
  const all = [...groups.values()];
  const offset = (filters.page - 1) * filters.per_page;
  const shown = all.slice(offset, offset + filters.per_page);
  // The samples of the page's groups: each group's first match of each creative, in order.
  const samplesOf = new Map(
    shown.map((g) => {
      const seen = new Set<string>();
      const ids: string[] = [];
      for (const r of g.rows) {
        if (ids.length === AD_GROUP_SAMPLES) break;
        if (seen.has(r.creativeKey)) continue;
        seen.add(r.creativeKey);
        ids.push(r.id);
      }
      return [g, ids] as const;
    }),
  );
  const [domains, pages, sampleRows] = await Promise.all([
    domainGroupCounts(
      db,
      shown.filter((g) => g.kind === 'domain').map((g) => g.key),
    ),
    pageGroupCounts(
      db,
      shown.filter((g) => g.kind === 'page' && !g.key.startsWith('ad:')).map((g) => g.key),
    ),
    searchRowsByIds(db, [...samplesOf.values()].flat()),
  ]);
  const sampleById = new Map(sampleRows.map((r) => [r.id, r]));
  const counted = new Map<string, GroupCounts>([
    ...domains.map((c) => [`domain:${c.key}`, c] as const),
    ...pages.map((c) => [`page:${c.key}`, c] as const),
  ]);
  const data = shown.map((g): AdGroup => {
    const c = counted.get(`${g.kind}:${g.key}`);
    const first = g.rows[0]!;
    const samples = (samplesOf.get(g) ?? []).flatMap((id) => sampleById.get(id) ?? []);
    // The summaries count corroborated ads only; an offer is never shown smaller than its matches.
    return {
      kind: g.kind,
      landing_domain: g.kind === 'domain' ? g.key : null,
      page_id: first.pageId,
      page_name: first.pageName,
      ads: Math.max(c?.ads ?? 0, g.rows.length),
      creatives: Math.max(c?.creatives ?? 0, g.creatives.size),
      pages: Math.max(c?.pages ?? 0, g.pages.size),
      matches: g.rows.length,
      samples: samples.map((r) =>
        toAdvertisement(r, Math.max(Number(r.variations), r.collationCount ?? 1), now),
      ),
    };
  });
  return {
    data,
    meta: {
      ...paginationMeta(all.length, filters.page, filters.per_page),
      total_capped: false,
      sort,
      search: term,
      grouped_ads: rows.length,
      window_capped: total > rows.length,
    },
  };
};
