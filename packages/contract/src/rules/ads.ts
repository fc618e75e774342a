import { isVideoUrl } from './creative';
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

export const mediaTypeOf = (url: string | null | undefined): MediaType =>
  !url ? 'none' : isVideoUrl(url) ? 'video' : 'image';

/** Lower-cased host without `www.`; null when the address is not an http(s) URL. */
export const landingDomainOf = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
};

/**
 * Meta's snapshot URL embeds the caller's access token; it must never reach a user. Users get
 * the public Ad Library page of the ad instead, which needs no token.
 */
export const adLibraryUrl = (adArchiveId: string) =>
  `https://www.facebook.com/ads/library/?id=${encodeURIComponent(adArchiveId)}`;

export const stripAccessToken = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete('access_token');
    return parsed.toString();
  } catch {
    return null;
  }
};

const stripAccents = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const NICHE_WORDS: Record<AdNiche, string[]> = {
  emagrecimento: [
    'emagrec',
    'dieta',
    'perder peso',
    'barriga',
    'quilos',
    'kg',
    'gordura',
    'detox',
    'low carb',
  ],
  saude: ['saude', 'dor', 'articula', 'diabetes', 'pressao', 'sono', 'ansiedade', 'imunidade', 'vitamina'],
  automoveis: [
    'carro',
    'moto',
    'veiculo',
    'seminovo',
    'automo',
    'financiamento de veiculo',
    'oficina',
    'pneu',
  ],
  financas: ['investi', 'renda extra', 'dinheiro', 'credito', 'emprestimo', 'cartao', 'divida', 'financ'],
  beleza: ['pele', 'cabelo', 'maquiagem', 'skincare', 'estetica', 'rugas', 'unhas', 'beleza'],
  educacao: ['curso', 'aula', 'concurso', 'enem', 'ingles', 'certificado', 'faculdade', 'mentoria'],
  relacionamento: ['relacionamento', 'conquistar', 'casal', 'namoro', 'reconquist', 'casamento', 'ex '],
  pets: ['cachorro', 'gato', 'pet', 'racao', 'filhote', 'veterinar', 'adestr'],
  casa: ['casa', 'decora', 'cozinha', 'moveis', 'limpeza', 'jardim'],
  moda: ['roupa', 'vestido', 'tenis', 'moda', 'look', 'bolsa'],
  tecnologia: ['celular', 'notebook', 'app', 'software', 'fone', 'smartwatch', 'inteligencia artificial'],
  viagens: ['viagem', 'passagem', 'hotel', 'pousada', 'pacote', 'cruzeiro'],
};

/** Best-effort niche of an ad sent without one: the niche whose words appear most. */
export const inferNiche = (text: string): AdNiche | null => {
  const plain = ` ${stripAccents(text)} `;
  let best: AdNiche | null = null;
  let bestHits = 0;
  for (const niche of AD_NICHES) {
    const hits = NICHE_WORDS[niche].filter((w) => plain.includes(w)).length;
    if (hits > bestHits) {
      best = niche;
      bestHits = hits;
    }
  }
  return best;
};

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
