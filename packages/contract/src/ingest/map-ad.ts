import { AD_NICHES, type AdNiche, MEDIA_TYPES, type MediaType } from '../rules/ads';
import { inferNiche } from '../rules/niche';
import { detectPrice } from '../rules/price';
import { landingDomainOf, unwrapRedirect } from './domains';
import { mapArchiveItem } from './map-archive';
import { type Draft, mapWebsiteItem } from './map-website';
import { type AdShape, INGEST_REASONS, type MappedAd, type NormalizedAd } from './normalized';
import { archiveIdOf, isObject, type Json } from './values';

const ARCHIVE_FIELDS = [
  'ad_creative_bodies',
  'ad_creative_body',
  'ad_creative_link_titles',
  'ad_creative_link_title',
  'ad_snapshot_url',
  'ad_delivery_start_time',
  'ad_creation_time',
  'page_name',
  'funding_entity',
];

/** Which shape an item is in, from its own fields; null when none fits. */
export const detectAdShape = (raw: unknown): AdShape | null => {
  if (!isObject(raw)) return null;
  if (raw.adArchiveID !== undefined) return 'website_legacy';
  if (raw.ad_archive_id !== undefined && (isObject(raw.snapshot) || raw.collation_count !== undefined))
    return 'website';
  if (isObject(raw.snapshot) && (raw.page_id !== undefined || raw.is_active !== undefined)) return 'website';
  if (ARCHIVE_FIELDS.some((f) => raw[f] !== undefined)) return 'ads_archive';
  return null;
};

const explicitNiche = (v: unknown): AdNiche | null =>
  typeof v === 'string' && (AD_NICHES as readonly string[]).includes(v) ? (v as AdNiche) : null;

const mediaTypeOf = (raw: Json, draft: Draft): MediaType => {
  if (typeof raw.media_type === 'string' && (MEDIA_TYPES as readonly string[]).includes(raw.media_type))
    return raw.media_type as MediaType;
  if (!draft.creative_media_url) return 'none';
  return draft.is_video ? 'video' : 'image';
};

const rejected = (shape: AdShape | null, id: string | null, reason: string): MappedAd => ({
  ok: false,
  shape,
  ad_archive_id: id,
  reason,
});

/**
 * Maps one raw item, in whichever shape it arrived, to the library's ad. Pure: the API maps on
 * ingest (so mapping fixes ship with the server) and the extension maps to preview.
 * A malformed item is reported with a pt-BR reason, never returned half-empty.
 */
export const mapAd = (raw: unknown): MappedAd => {
  if (!isObject(raw)) return rejected(null, null, INGEST_REASONS.notObject);
  const shape = detectAdShape(raw);
  const idField = shape === 'website_legacy' ? raw.adArchiveID : (raw.ad_archive_id ?? raw.id);
  const id = archiveIdOf(idField);
  const idText = 'id' in id ? id.id : null;
  if (!shape) return rejected(null, idText, INGEST_REASONS.unknownShape);
  if (!('id' in id)) {
    const reason = {
      missing: INGEST_REASONS.missingId,
      numeric: INGEST_REASONS.numericId,
      bad: INGEST_REASONS.badId,
    };
    return rejected(shape, null, reason[id.error]);
  }
  const draft =
    shape === 'ads_archive' ? mapArchiveItem(raw) : mapWebsiteItem(raw, shape === 'website_legacy');
  if (!draft) return rejected(shape, id.id, INGEST_REASONS.missingSnapshot);
  if (!draft.page_name) return rejected(shape, id.id, INGEST_REASONS.missingPage);
  const texts = [...draft.titles, ...draft.bodies, ...draft.captions, ...draft.descriptions];
  // An image-only ads_archive ad has no text but its snapshot page shows it.
  if (texts.length === 0 && !draft.creative_media_url && !draft.landing_url && !draft.ad_snapshot_url)
    return rejected(shape, id.id, INGEST_REASONS.empty);
  const landingUrl = unwrapRedirect(draft.landing_url);
  const { is_video: _video, ...rest } = draft;
  const ad: NormalizedAd = {
    ...rest,
    ad_archive_id: id.id,
    page_name: draft.page_name,
    landing_url: landingUrl,
    landing_domain: landingDomainOf(landingUrl, draft.captions),
    media_type: mediaTypeOf(raw, draft),
    niche: explicitNiche(raw.niche) ?? inferNiche([draft.page_name, ...texts].join('\n')),
    price: detectPrice(texts),
  };
  return { ok: true, shape, ad };
};
