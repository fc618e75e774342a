/**
 * Rules for hidden interests shared by the API and the web app.
 *
 * The 'oculto' rule: when a media buyer types a term in Ads Manager's detailed targeting, it
 * surfaces roughly the first couple of dozen matches of Meta's own relevance order for that
 * term. We call an interest 'oculto' (hidden) when it is NOT among those first
 * ADS_MANAGER_VISIBLE_RESULTS direct matches: either it sits further down Meta's `adinterest`
 * search ranking for the term, or it was only reached by expanding the top matches with
 * `adinterestsuggestion` (related interests the search box never lists for that term). Without a
 * Meta token the local catalogue applies the same rule: name matches ranked by relevance keep
 * their rank, and matches found only through the interest's path/topic (the catalogue's
 * equivalent of suggestion expansion) are hidden.
 */
export const ADS_MANAGER_VISIBLE_RESULTS = 25;

export const isHiddenInterest = (rank: number, viaSuggestion: boolean) =>
  viaSuggestion || rank > ADS_MANAGER_VISIBLE_RESULTS;

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
