/** Pure rules about ads shared by the API (ingest, generator) and the web app (cards). */

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

export { inferNiche, NICHE_NONE_LABEL } from './niche';

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
