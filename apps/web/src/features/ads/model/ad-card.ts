import {
  type Advertisement,
  formatPrice,
  NICHE_NONE_LABEL,
  nicheLabel,
  PLATFORM_LABEL,
} from '@sniperads/contract';
import { type AdMediaModel, toAdMedia } from '@/components/ad-media/ad-media-model';
import { formatNumber } from '@/lib/format';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 120;
export const DEFAULT_DESCRIPTION = 'Anúncio sem texto de descrição.';
export const DEFAULT_ADVERTISER = 'Anunciante';
export const DEFAULT_TAGS = ['Facebook', 'Instagram'];
export const NO_NICHE_LABEL = NICHE_NONE_LABEL;
const MAX_TAGS = 3;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const firstText = (list: string[]) => list.find((s) => s.trim() !== '')?.trim() ?? '';

export interface AdCardModel {
  id: string;
  title: string;
  description: string;
  media: AdMediaModel;
  advertiser: string;
  /** The page's id when it is Meta's (digits): the advertiser page opens from it. */
  pageId: string | null;
  publishedAt: string | null;
  tags: string[];
  /** Platforms beyond the first three ('+N'). */
  extraTags: number;
  /** Always a label, never a slug. */
  niche: string;
  /** The price the ad's texts state ('R$ 97,00', '12x R$ 19,90'); null when none is known. */
  price: string | null;
  daysRunning: number;
  isActive: boolean;
  variations: number;
  domain: string | null;
  libraryUrl: string;
  isTakenDown: boolean;
  /** Ads sharing this creative on the Ad Library; null when unknown. */
  collationCount: number | null;
  textsTruncated: boolean;
}

export const TRUNCATED_NOTE = 'Texto muito longo: exibido até o limite';

/** 'N anúncios usam este criativo', only when the creative is shared. */
export const collationText = (count: number | null) =>
  count !== null && count > 1 ? `${formatNumber(count)} anúncios usam este criativo` : null;

/** The ad card rules (docs/product-rules.md): the library's real signals, never placeholder numbers. */
export const toAdCard = (ad: Advertisement): AdCardModel => {
  const title = firstText(ad.ad_creative_link_titles) || firstText(ad.ad_creative_bodies) || ad.page_name;
  const description = firstText(ad.ad_creative_bodies) || firstText(ad.ad_creative_link_descriptions);
  const platforms = ad.publisher_platforms.map((p) => PLATFORM_LABEL[p] ?? p);
  const tags = platforms.length ? platforms : DEFAULT_TAGS;
  return {
    id: ad.id,
    title: clip(title, TITLE_MAX),
    description: description ? clip(description, DESCRIPTION_MAX) : DEFAULT_DESCRIPTION,
    media: toAdMedia(ad),
    advertiser: ad.page_name.trim() || DEFAULT_ADVERTISER,
    pageId: ad.page_id && /^\d+$/.test(ad.page_id) ? ad.page_id : null,
    publishedAt: ad.ad_delivery_start_time ?? ad.created_at,
    tags: tags.slice(0, MAX_TAGS),
    extraTags: Math.max(0, tags.length - MAX_TAGS),
    niche: nicheLabel(ad.niche),
    price: formatPrice(ad.price, ad.price_installments),
    daysRunning: ad.signals.days_running,
    isActive: ad.signals.is_active,
    variations: ad.signals.variations,
    domain: ad.landing_domain,
    libraryUrl: ad.ad_snapshot_url,
    isTakenDown: ad.is_taken_down,
    collationCount: ad.collation_count,
    textsTruncated: ad.texts_truncated,
  };
};
