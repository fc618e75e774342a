import type { GraphClient } from './client';

/** Fields requested from `ads_archive` (plural names, as the API spells them). */
export const ADS_ARCHIVE_FIELDS = [
  'id',
  'page_id',
  'page_name',
  'ad_creative_bodies',
  'ad_creative_link_titles',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'ad_snapshot_url',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'publisher_platforms',
  'languages',
];

export interface AdsArchiveQuery {
  search_terms?: string;
  ad_reached_countries: string[];
  ad_active_status?: 'ACTIVE' | 'INACTIVE' | 'ALL';
  media_type?: 'ALL' | 'IMAGE' | 'MEME' | 'VIDEO' | 'NONE';
  publisher_platforms?: string[];
  languages?: string[];
  ad_delivery_date_min?: string;
  ad_delivery_date_max?: string;
  search_page_ids?: string[];
  limit?: number;
}

const list = (v: string[] | undefined) => (v?.length ? JSON.stringify(v) : undefined);

export const adsArchiveParams = (q: AdsArchiveQuery): Record<string, string | undefined> => ({
  search_terms: q.search_terms,
  ad_reached_countries: JSON.stringify(q.ad_reached_countries),
  ad_active_status: q.ad_active_status ?? 'ALL',
  media_type: q.media_type,
  publisher_platforms: list(q.publisher_platforms?.map((p) => p.toUpperCase())),
  languages: list(q.languages),
  ad_delivery_date_min: q.ad_delivery_date_min,
  ad_delivery_date_max: q.ad_delivery_date_max,
  search_page_ids: list(q.search_page_ids),
  fields: ADS_ARCHIVE_FIELDS.join(','),
  limit: String(q.limit ?? 100),
});

/** Pages of `ads_archive` results (cursor paging through `paging.next`). */
export const adsArchivePages = (client: GraphClient, q: AdsArchiveQuery, maxPages = 10) =>
  client.pages<Record<string, unknown>>('ads_archive', adsArchiveParams(q), maxPages);
