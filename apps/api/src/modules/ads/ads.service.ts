import {
  AdIngestItemSchema,
  type AdIngestSummary,
  type AdSearchFilters,
  type AdSearchMeta,
  type Advertisement,
  inferNiche,
  landingDomainOf,
  mediaTypeOf,
  paginationMeta,
  stripAccessToken,
} from '@sniperads/contract';
import type { Db } from '../../db/client';
import type { NewAdvertisementRow } from '../../db/schema';
import { invalidateStats } from '../offers/stats-cache';
import { toAdvertisement } from './ad-view';
import { upsertAds } from './ads-ingest.repo';
import {
  countMatches,
  countVariations,
  filterConditions,
  findPage,
  parseSearchTerm,
  variationKey,
} from './ads-search.repo';

type Item = ReturnType<typeof AdIngestItemSchema.parse>;

const dateOrNull = (v: string | null | undefined) => (v ? new Date(v) : null);

export const toRow = (item: Item): NewAdvertisementRow => {
  const text = [
    item.page_name,
    ...item.ad_creative_link_titles,
    ...item.ad_creative_bodies,
    ...item.ad_creative_link_captions,
  ].join(' ');
  return {
    adArchiveId: item.ad_archive_id,
    pageId: item.page_id == null ? null : String(item.page_id),
    pageName: item.page_name,
    adCreativeBodies: item.ad_creative_bodies,
    adCreativeLinkTitles: item.ad_creative_link_titles,
    adCreativeLinkCaptions: item.ad_creative_link_captions,
    adCreativeLinkDescriptions: item.ad_creative_link_descriptions,
    creativeMediaUrl: item.creative_media_url ?? null,
    mediaType: item.media_type ?? mediaTypeOf(item.creative_media_url),
    adSnapshotUrl: stripAccessToken(item.ad_snapshot_url),
    publisherPlatforms: item.publisher_platforms.map((p) => p.toLowerCase()),
    languages: item.languages.map((l) => l.toLowerCase()),
    countries: item.ad_reached_countries.map((c) => c.toUpperCase()),
    adDeliveryStartTime: dateOrNull(item.ad_delivery_start_time),
    adDeliveryStopTime: dateOrNull(item.ad_delivery_stop_time),
    cta: item.cta ?? null,
    landingUrl: item.landing_url ?? null,
    landingDomain: landingDomainOf(item.landing_url),
    niche: item.niche ?? inferNiche(text),
  };
};

const reasonOf = (issues: { path: (string | number)[]; message: string }[]) => {
  const first = issues[0];
  if (!first) return 'Anúncio inválido';
  return first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message;
};

/** Validates each ad on its own, upserts the valid ones; one bad ad never loses the others. */
export const ingestAds = async (db: Db, ads: unknown[]): Promise<AdIngestSummary> => {
  const results: AdIngestSummary['results'] = [];
  const valid: { index: number; row: NewAdvertisementRow }[] = [];
  ads.forEach((raw, index) => {
    const parsed = AdIngestItemSchema.safeParse(raw);
    if (parsed.success) valid.push({ index, row: toRow(parsed.data) });
    else {
      const id =
        raw && typeof raw === 'object'
          ? ((raw as { id?: unknown; ad_archive_id?: unknown }).ad_archive_id ?? (raw as { id?: unknown }).id)
          : null;
      results.push({
        index,
        ad_archive_id: id == null ? null : String(id),
        status: 'rejected',
        reason: reasonOf(parsed.error.issues),
      });
    }
  });
  // The same ad twice in one batch: the last copy wins, earlier copies count as updates.
  const lastIndexOf = new Map(valid.map((v) => [v.row.adArchiveId, v.index]));
  const unique = valid.filter((v) => lastIndexOf.get(v.row.adArchiveId) === v.index);
  const outcome = new Map<string, boolean>();
  try {
    for (const r of await upsertAds(
      db,
      unique.map((v) => v.row),
    ))
      outcome.set(r.adArchiveId, r.inserted);
  } catch {
    // Something the validation could not foresee: isolate it ad by ad.
    for (const v of unique) {
      try {
        const [r] = await upsertAds(db, [v.row]);
        if (r) outcome.set(r.adArchiveId, r.inserted);
      } catch {
        results.push({
          index: v.index,
          ad_archive_id: v.row.adArchiveId,
          status: 'rejected',
          reason: 'Não foi possível gravar o anúncio',
        });
      }
    }
  }
  for (const v of valid) {
    const inserted = outcome.get(v.row.adArchiveId);
    if (inserted === undefined) continue;
    const isLast = lastIndexOf.get(v.row.adArchiveId) === v.index;
    results.push({
      index: v.index,
      ad_archive_id: v.row.adArchiveId,
      status: isLast && inserted ? 'created' : 'updated',
    });
  }
  if (outcome.size > 0) invalidateStats(db);
  results.sort((x, y) => x.index - y.index);
  const count = (s: string) => results.filter((r) => r.status === s).length;
  return { created: count('created'), updated: count('updated'), rejected: count('rejected'), results };
};

export const searchAds = async (
  db: Db,
  filters: AdSearchFilters,
  now = new Date(),
): Promise<{ data: Advertisement[]; meta: AdSearchMeta }> => {
  const term = filters.search ?? null;
  const tsquery = term ? await parseSearchTerm(db, term) : null;
  const sort = filters.sort ?? (tsquery ? 'relevance' : 'newest');
  const conds = filterConditions(filters, tsquery);
  const offset = (filters.page - 1) * filters.per_page;
  const [count, rows] = await Promise.all([
    countMatches(db, conds),
    findPage(db, conds, { sort, tsquery, offset, limit: filters.per_page }),
  ]);
  const pairs = rows.flatMap((r) =>
    r.pageId && r.landingDomain ? [{ pageId: r.pageId, domain: r.landingDomain }] : [],
  );
  const variations = await countVariations(db, pairs);
  const data = rows.map((r) => {
    const key = variationKey(r.pageId, r.landingDomain);
    return toAdvertisement(r, key ? (variations.get(key) ?? 1) : 1, now);
  });
  return {
    data,
    meta: {
      ...paginationMeta(count.total, filters.page, filters.per_page),
      total_capped: count.capped,
      sort,
      search: term,
    },
  };
};
