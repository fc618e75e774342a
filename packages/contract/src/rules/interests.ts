/**
 * Rules for hidden interests shared by the API and the web app.
 *
 * The 'oculto' rule: what a media buyer means by a hidden interest is one the competition does
 * not see or does not pick — niche, not the obvious one. When a buyer types a term in Ads
 * Manager's detailed targeting, it surfaces roughly the first couple of dozen matches of Meta's
 * own relevance order for that term. An interest is 'oculto' when all of these hold:
 *
 * 1. it is NOT among those first ADS_MANAGER_VISIBLE_RESULTS direct matches: either it sits
 *    further down Meta's `adinterest` ranking for the term, or it was only reached by expanding
 *    the top matches with `adinterestsuggestion` (related interests the search box never lists
 *    for that term). Without a Meta token the local catalogue applies the same rule: name
 *    matches ranked by relevance keep their rank, and matches found only through the interest's
 *    path/topic (the catalogue's equivalent of suggestion expansion) count as suggestions;
 * 2. it is not the term itself (the interest named exactly what the buyer typed is what every
 *    competitor targets first);
 * 3. its audience is below HIDDEN_MAX_AUDIENCE: an interest of 100 million people or more
 *    (Yoga, Dieta, Culinária…) is a broad, crowded interest wherever it ranks, never 'oculto'.
 *    The largest figure Meta gives (the upper bound) decides, so a 95–112 M range is not hidden.
 */
export const ADS_MANAGER_VISIBLE_RESULTS = 25;
/** From this many people up an interest is broad, never 'oculto'. */
export const HIDDEN_MAX_AUDIENCE = 100_000_000;

export interface HiddenSignals {
  /** 1-based position in the relevance order for the term. */
  rank: number;
  /** Reached only by suggestion expansion (Meta) or through the path/topic (catalogue). */
  viaSuggestion: boolean;
  /** The largest audience figure known (upper bound, else lower, else single); null when unknown. */
  audience: number | null;
  /** The interest's name is the term itself (accents and case aside). */
  exactName: boolean;
}

export const isHiddenInterest = ({ rank, viaSuggestion, audience, exactName }: HiddenSignals) => {
  if (exactName) return false;
  if (audience !== null && audience >= HIDDEN_MAX_AUDIENCE) return false;
  return viaSuggestion || rank > ADS_MANAGER_VISIBLE_RESULTS;
};

/** Lower case, no accents, single spaces: how a term and an interest name are compared. */
export const normaliseInterestName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');

/** The largest audience figure Meta gave (upper, else lower, else the older single value). */
export const largestAudience = (
  lower: number | null | undefined,
  upper: number | null | undefined,
  single: number | null | undefined,
) => upper ?? lower ?? single ?? null;

/**
 * Where an audience figure counts people. Meta's targeting search (`/search?type=adinterest`)
 * takes no country: its audience_size bounds are worldwide. A Brazil-only size needs an ad
 * account's reach estimate (`act_<id>/delivery_estimate` with `geo_locations: {countries: ['BR']}`),
 * which SniperAds does not call; so every size shown is labelled 'mundial'.
 */
export const AUDIENCE_SCOPES = ['mundial', 'brasil'] as const;
export type AudienceScope = (typeof AUDIENCE_SCOPES)[number];

/** Where a catalogue row came from: Meta's answer kept, or the demo sample shipped with SniperAds. */
export const INTEREST_ORIGINS = ['meta', 'demo'] as const;
export type InterestOrigin = (typeof INTEREST_ORIGINS)[number];

/** The hidden-interests page shows this many results per page; the API answers at most 50. */
export const INTEREST_PAGE_SIZE = 10;
export const INTEREST_MAX_PAGE_SIZE = 50;

/** audience_size from the lower bound, else the older single value, else 0. */
export const audienceSize = (lower: number | null | undefined, single: number | null | undefined) =>
  lower ?? single ?? 0;

/** Category from the topic/segment, default 'Outros'. */
export const interestCategory = (topic: string | null | undefined) =>
  topic && topic.trim() !== '' ? topic.trim() : 'Outros';

export type CpmTrend = { direction: 'queda' | 'alta' | 'estavel' | 'sem_historico'; percent: number | null };

/** A falling CPM is the good news a media buyer looks for; ±1 % counts as stable. */
export const cpmTrend = (current: number | null, previous: number | null): CpmTrend => {
  if (current === null || previous === null || previous <= 0) {
    return { direction: 'sem_historico', percent: null };
  }
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  if (Math.abs(percent) < 1) return { direction: 'estavel', percent };
  return { direction: percent < 0 ? 'queda' : 'alta', percent };
};

/** Languages of Meta's interest search, and the tracked list's statuses and orders. */
export const INTEREST_LANGUAGES = ['pt_BR', 'en_US', 'es_ES', 'fr_FR', 'de_DE', 'it_IT'] as const;
export const TRACKED_STATUSES = ['ativo', 'testando', 'pausado'] as const;
export const TRACKED_SORTS = ['nome', 'cpmAtual', 'variacao', 'alcance', 'dataAdicionado'] as const;
