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

export const creativeTitle = (c: CreativeSource) =>
  c.ad_creative_link_titles[0]?.trim() || c.page_name?.trim() || hostOf(c.url);
export const creativeDescription = (c: CreativeSource) =>
  c.ad_creative_bodies[0]?.trim() || DEFAULT_DESCRIPTION;
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
