import { isVideoUrl } from '../rules/creative';
import type { Draft } from './map-website';
import {
  arrayAt,
  codesOf,
  digitsIdOf,
  firstUrl,
  instantOf,
  isObject,
  type Json,
  pageNameOf,
  TextCollector,
  textOf,
} from './values';

/** Meta's snapshot URL embeds the caller's access token: it is stored without it. */
export const stripAccessToken = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    parsed.searchParams.delete('access_token');
    return parsed.toString();
  } catch {
    return null;
  }
};

/**
 * Graph API `ads_archive` items: plural field names (v8+) and the singular ones of 2019 (v5), plus
 * the few extra fields SniperAds' own imports may carry (creative_media_url, landing_url, cta…).
 */
export const mapArchiveItem = (item: Json): Draft => {
  const texts = new TextCollector();
  texts.addAll('bodies', item.ad_creative_bodies ?? item.ad_creative_body);
  texts.addAll('titles', item.ad_creative_link_titles ?? item.ad_creative_link_title);
  texts.addAll('captions', item.ad_creative_link_captions ?? item.ad_creative_link_caption);
  texts.addAll('descriptions', item.ad_creative_link_descriptions ?? item.ad_creative_link_description);
  const creative = firstUrl(item.creative_media_url);
  const isVideo = item.media_type === 'video' || (creative !== null && isVideoUrl(creative));
  const stop = instantOf(item.ad_delivery_stop_time);
  return {
    page_id: digitsIdOf(item.page_id),
    // 2019 political ads name who paid, not the page.
    page_name: pageNameOf(item.page_name, item.funding_entity, item.bylines),
    bodies: texts.get('bodies'),
    titles: texts.get('titles'),
    captions: texts.get('captions'),
    descriptions: texts.get('descriptions'),
    creative_media_url: creative,
    thumbnail_source_url: isVideo ? firstUrl(item.thumbnail_url) : creative,
    is_video: isVideo,
    ad_snapshot_url: stripAccessToken(textOf(item.ad_snapshot_url)),
    cta: textOf(item.cta)?.slice(0, 100) ?? null,
    landing_url: firstUrl(item.landing_url),
    publisher_platforms: codesOf(item.publisher_platforms),
    languages: codesOf(item.languages),
    countries: codesOf(
      item.ad_reached_countries ??
        arrayAt(item, 'age_country_gender_reach_breakdown').map((b) => (isObject(b) ? b.country : null)),
      true,
    ),
    // Older recordings did not ask for the start; the creation date is the closest thing.
    start_time: instantOf(item.ad_delivery_start_time) ?? instantOf(item.ad_creation_time),
    stop_time: stop,
    is_active: null,
    collation_count: null,
    collation_id: null,
    is_taken_down: false,
    texts_truncated: texts.truncated,
  };
};
