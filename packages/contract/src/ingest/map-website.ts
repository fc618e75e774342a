import { htmlToText } from './html-text';
import type { NormalizedAd } from './normalized';
import {
  arrayAt,
  codesOf,
  countOf,
  digitsIdOf,
  firstUrl,
  instantOf,
  isObject,
  type Json,
  objectAt,
  pageNameOf,
  TextCollector,
  textOf,
} from './values';

export type Draft = Omit<
  NormalizedAd,
  'ad_archive_id' | 'page_name' | 'landing_domain' | 'niche' | 'media_type' | 'price'
> & {
  page_name: string | null;
  is_video: boolean;
};

/** Legacy snapshots keep the body as `{markup: {__html}}`; current ones as `{text}`. */
const bodyText = (body: unknown): unknown => {
  if (typeof body === 'string') return body;
  if (!isObject(body)) return null;
  if (typeof body.text === 'string') return body.text;
  const html = objectAt(body, 'markup')?.__html;
  return typeof html === 'string' ? htmlToText(html) : null;
};

const mediaOf = (snapshot: Json) => {
  const cards = arrayAt(snapshot, 'cards').filter(isObject);
  const videos = [...arrayAt(snapshot, 'videos'), ...arrayAt(snapshot, 'extra_videos'), ...cards].filter(
    isObject,
  );
  for (const v of videos) {
    const video = firstUrl(v.video_hd_url, v.video_sd_url);
    if (video) return { creative: video, thumb: firstUrl(v.video_preview_image_url), isVideo: true };
  }
  const images = [...arrayAt(snapshot, 'images'), ...arrayAt(snapshot, 'extra_images'), ...cards].filter(
    isObject,
  );
  for (const i of images) {
    const image = firstUrl(i.original_image_url, i.resized_image_url, i.watermarked_resized_image_url);
    if (image) return { creative: image, thumb: firstUrl(i.resized_image_url, image), isVideo: false };
  }
  return { creative: null, thumb: null, isVideo: false };
};

/**
 * A result of the Ad Library website (what the extension captures): current snake_case
 * `collated_results` items and the older camelCase items share the `snapshot` object.
 */
export const mapWebsiteItem = (item: Json, legacy: boolean): Draft | null => {
  const snapshot = objectAt(item, 'snapshot');
  if (!snapshot) return null;
  const cards = arrayAt(snapshot, 'cards').filter(isObject);
  const texts = new TextCollector();
  texts.add('bodies', bodyText(snapshot.body));
  texts.addAll(
    'bodies',
    arrayAt(snapshot, 'extra_texts').map((t) => (isObject(t) ? t.text : t)),
  );
  texts.add('titles', snapshot.title);
  texts.add('captions', snapshot.caption);
  texts.add('descriptions', snapshot.link_description);
  for (const card of cards) {
    texts.add('bodies', bodyText(card.body));
    texts.add('titles', card.title);
    texts.add('captions', card.caption);
    texts.add('descriptions', card.link_description);
  }
  const media = mediaOf(snapshot);
  const active = legacy ? item.isActive : item.is_active;
  const isActive = typeof active === 'boolean' ? active : null;
  const end = instantOf(legacy ? item.endDate : item.end_date);
  const advertiserPage = objectAt(
    objectAt(objectAt(item, 'advertiser'), 'ad_library_page_info'),
    'page_info',
  );
  return {
    page_id: digitsIdOf(legacy ? item.pageID : item.page_id, snapshot.page_id),
    page_name: pageNameOf(
      legacy ? item.pageName : item.page_name,
      snapshot.page_name,
      snapshot.current_page_name,
      advertiserPage?.page_name,
    ),
    bodies: texts.get('bodies'),
    titles: texts.get('titles'),
    captions: texts.get('captions'),
    descriptions: texts.get('descriptions'),
    creative_media_url: media.creative,
    thumbnail_source_url: media.thumb,
    is_video: media.isVideo,
    ad_snapshot_url: null,
    cta: textOf(snapshot.cta_text) ?? textOf(cards[0]?.cta_text),
    landing_url: firstUrl(snapshot.link_url, ...cards.map((c) => c.link_url)),
    publisher_platforms: codesOf(legacy ? item.publisherPlatform : item.publisher_platform),
    languages: [],
    countries: codesOf(item.targeted_or_reached_countries, true),
    start_time: instantOf(legacy ? item.startDate : item.start_date),
    // The website gives active ads an end date of "last seen"; only an inactive ad has stopped.
    stop_time: isActive === false ? end : null,
    is_active: isActive,
    collation_count: countOf(legacy ? item.collationCount : item.collation_count),
    collation_id: digitsIdOf(legacy ? item.collationID : item.collation_id),
    is_taken_down: objectAt(item, 'aaa_info')?.is_ad_taken_down === true,
    texts_truncated: texts.truncated,
  };
};
