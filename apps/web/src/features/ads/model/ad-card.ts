import { type Advertisement, isVideoUrl, NICHE_LABEL, PLATFORM_LABEL } from '@sniperads/contract';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 120;
export const DEFAULT_DESCRIPTION = 'Anúncio sem texto de descrição.';
export const DEFAULT_ADVERTISER = 'Anunciante';
export const DEFAULT_TAGS = ['Facebook', 'Instagram'];
export const FALLBACK_IMAGE = '/ad-fallback.svg';
const MAX_TAGS = 3;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const firstText = (list: string[]) => list.find((s) => s.trim() !== '')?.trim() ?? '';

export interface AdCardModel {
  id: string;
  title: string;
  description: string;
  media: { kind: 'video' | 'image'; url: string };
  advertiser: string;
  publishedAt: string | null;
  tags: string[];
  /** Platforms beyond the first three ('+N'). */
  extraTags: number;
  niche: string | null;
  daysRunning: number;
  isActive: boolean;
  variations: number;
  domain: string | null;
  libraryUrl: string;
}

/** The spec's card rules, with the library's real signals where the spec had placeholders. */
export const toAdCard = (ad: Advertisement): AdCardModel => {
  const title = firstText(ad.ad_creative_link_titles) || firstText(ad.ad_creative_bodies) || ad.page_name;
  const description = firstText(ad.ad_creative_bodies) || firstText(ad.ad_creative_link_descriptions);
  const platforms = ad.publisher_platforms.map((p) => PLATFORM_LABEL[p] ?? p);
  const tags = platforms.length ? platforms : DEFAULT_TAGS;
  const url = ad.creative_media_url ?? '';
  return {
    id: ad.id,
    title: clip(title, TITLE_MAX),
    description: description ? clip(description, DESCRIPTION_MAX) : DEFAULT_DESCRIPTION,
    media: url ? { kind: isVideoUrl(url) ? 'video' : 'image', url } : { kind: 'image', url: FALLBACK_IMAGE },
    advertiser: ad.page_name.trim() || DEFAULT_ADVERTISER,
    publishedAt: ad.ad_delivery_start_time ?? ad.created_at,
    tags: tags.slice(0, MAX_TAGS),
    extraTags: Math.max(0, tags.length - MAX_TAGS),
    niche: ad.niche ? (NICHE_LABEL[ad.niche as keyof typeof NICHE_LABEL] ?? ad.niche) : null,
    daysRunning: ad.signals.days_running,
    isActive: ad.signals.is_active,
    variations: ad.signals.variations,
    domain: ad.landing_domain,
    libraryUrl: ad.ad_snapshot_url,
  };
};
