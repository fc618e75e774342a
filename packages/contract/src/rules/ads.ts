/** Pure rules about ads shared by the API (ingest, generator) and the web app (cards). */

/** What the interface shows for an ad whose niche is unknown. */
export const NICHE_NONE_LABEL = 'Sem nicho';

export const AD_NICHES = [
  'saude',
  'emagrecimento',
  'automoveis',
  'financas',
  'beleza',
  'educacao',
  'relacionamento',
  'pets',
  'casa',
  'moda',
  'tecnologia',
  'viagens',
] as const;
export type AdNiche = (typeof AD_NICHES)[number];

export const NICHE_LABEL: Record<AdNiche, string> = {
  saude: 'Saúde',
  emagrecimento: 'Emagrecimento',
  automoveis: 'Automóveis',
  financas: 'Finanças',
  beleza: 'Beleza',
  educacao: 'Educação',
  relacionamento: 'Relacionamento',
  pets: 'Pets',
  casa: 'Casa e decoração',
  moda: 'Moda',
  tecnologia: 'Tecnologia',
  viagens: 'Viagens',
};

const nicheKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Other ways the same niches get written (keyword bank, favorites typed by hand, old imports). */
const NICHE_ALIASES: Record<string, AdNiche> = {
  casaedecoracao: 'casa',
  decoracao: 'casa',
  automovel: 'automoveis',
  carros: 'automoveis',
  financeiro: 'financas',
  financa: 'financas',
  viagem: 'viagens',
  pet: 'pets',
  saudeebemestar: 'saude',
};
const NICHE_BY_KEY = new Map<string, AdNiche>([
  ...AD_NICHES.map((n) => [n, n] as const),
  ...AD_NICHES.map((n) => [nicheKey(NICHE_LABEL[n]), n] as const),
  ...Object.entries(NICHE_ALIASES),
]);

/** The product niche a stored value means ('educacao', 'EDUCACAO', 'Educação'), or null. */
export const nicheSlug = (value: string | null | undefined): AdNiche | null =>
  value ? (NICHE_BY_KEY.get(nicheKey(value)) ?? null) : null;

/**
 * The one way every screen names a niche (docs/product-rules.md, Entities: niches): a product
 * niche by its label whatever case or accents it was stored with, 'Sem nicho' when there is none,
 * and any other niche (the keyword bank's 'Fitness', a favorite's own) as written, never as a slug.
 */
export const nicheLabel = (value: string | null | undefined): string => {
  const text = value?.trim() ?? '';
  if (!text) return NICHE_NONE_LABEL;
  const slug = nicheSlug(text);
  if (slug) return NICHE_LABEL[slug];
  if (/^[a-z0-9_-]+$/.test(text) || /^[A-Z0-9_-]+$/.test(text)) {
    const words = text.toLowerCase().replace(/[_-]+/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return text;
};

/** The niches /ofertas-escaladas always offers to filter by, before any other with approved offers. */
export const OFFER_FILTER_NICHES = [
  'saude',
  'emagrecimento',
  'automoveis',
] as const satisfies readonly AdNiche[];

/** Whether `value` is one of the product niches (the only ones a search filters by). */
export const isAdNiche = (value: string): value is AdNiche =>
  (AD_NICHES as readonly string[]).includes(value);

/** The product niches as filter options, in the product's order. */
export const NICHE_OPTIONS = AD_NICHES.map((value) => ({ value, label: NICHE_LABEL[value] }));

export const PUBLISHER_PLATFORMS = [
  'facebook',
  'instagram',
  'messenger',
  'audience_network',
  'threads',
] as const;
export const PLATFORM_LABEL: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  messenger: 'Messenger',
  audience_network: 'Audience Network',
  threads: 'Threads',
};

export const MEDIA_TYPES = ['image', 'video', 'meme', 'none'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * Meta's snapshot URL embeds the caller's access token; it must never reach a user. Users get
 * the public Ad Library page of the ad instead, which needs no token.
 */
export const adLibraryUrl = (adArchiveId: string) =>
  `https://www.facebook.com/ads/library/?id=${encodeURIComponent(adArchiveId)}`;

const DAY_MS = 86_400_000;

/** Whole days between the start of delivery and its stop (or now while it runs); never negative. */
export const daysRunning = (start: Date | string | null, stop: Date | string | null, now = new Date()) => {
  if (!start) return 0;
  const from = new Date(start).getTime();
  const to = stop ? new Date(stop).getTime() : now.getTime();
  return Math.max(0, Math.floor((to - from) / DAY_MS));
};

/** Countries the filters offer (ISO 3166-1 alpha-2), with their pt-BR names. */
export const COUNTRY_NAMES_PT: Record<string, string> = {
  BR: 'Brasil',
  PT: 'Portugal',
  US: 'Estados Unidos',
  AR: 'Argentina',
  MX: 'México',
  ES: 'Espanha',
  DE: 'Alemanha',
  FR: 'França',
  IT: 'Itália',
  GB: 'Reino Unido',
};

/** /mineracao: page sizes and orders offered (the search's own rules, kept beside its schema's). */
export const MINING_PAGE_SIZES = [6, 10, 25, 50, 100] as const;
export const AD_SORTS = ['relevance', 'newest', 'longest_running'] as const;
export type AdSort = (typeof AD_SORTS)[number];
