/** How a saved creative reads on a card (docs/product-rules.md, Entities: ad card). */
export interface CreativeSource {
  url: string;
  page_name: string | null;
  ad_creative_link_titles: string[];
  ad_creative_bodies: string[];
  platforms: string[];
  publisher_platforms: string[];
}

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 120;
export const DEFAULT_ADVERTISER = 'Anunciante';
export const DEFAULT_DESCRIPTION = 'Sem descrição disponível para este anúncio.';
export const DEFAULT_PLATFORMS = ['Facebook', 'Instagram'];

export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The id of an Ad Library page address ('…/ads/library/?id=123'), or null. */
const libraryIdOf = (url: string) =>
  /^https:\/\/www\.facebook\.com\/ads\/library\/\?id=(\d+)$/.exec(url)?.[1] ?? null;
export const AWAITING_AD_DESCRIPTION =
  'Aguardando os dados deste anúncio: eles aparecem quando o anúncio chegar à biblioteca do SniperAds.';

/** A favorite saved by its Ad Library link before the library had the ad reads as that ad, not as 'facebook.com'. */
export const creativeTitle = (c: CreativeSource) => {
  const own = c.ad_creative_link_titles[0]?.trim() || c.page_name?.trim();
  if (own) return own;
  const libraryId = libraryIdOf(c.url);
  return libraryId ? `Anúncio ${libraryId} da Biblioteca de Anúncios` : hostOf(c.url);
};
export const creativeDescription = (c: CreativeSource) =>
  c.ad_creative_bodies[0]?.trim() ||
  (!c.page_name && libraryIdOf(c.url) ? AWAITING_AD_DESCRIPTION : DEFAULT_DESCRIPTION);
export const creativeAdvertiser = (c: CreativeSource) => c.page_name?.trim() || DEFAULT_ADVERTISER;

const PLATFORM_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  messenger: 'Messenger',
  audience_network: 'Audience Network',
  whatsapp: 'WhatsApp',
  threads: 'Threads',
};
/** Publisher platforms first (what Meta reports), then free-form platforms; defaults when none. */
export const creativePlatforms = (c: CreativeSource) => {
  const raw = [...c.publisher_platforms, ...c.platforms];
  const labels = raw.map((p) => PLATFORM_LABELS[p.trim().toLowerCase()] ?? p.trim()).filter(Boolean);
  const unique = [...new Set(labels)];
  return unique.length ? unique : DEFAULT_PLATFORMS;
};

/** Video when the address has .mp4/.webm/.ogg/.mov, or both "video" and "fbcdn". */
export const isVideoUrl = (url: string | null | undefined) => {
  if (!url) return false;
  const lower = url.toLowerCase();
  return /\.(mp4|webm|ogg|mov)/.test(lower) || (lower.includes('video') && lower.includes('fbcdn'));
};
