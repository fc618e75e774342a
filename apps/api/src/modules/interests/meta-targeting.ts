import type { GraphClient } from '../../lib/meta-graph';

/** One entry of `/search?type=adinterest` or `adinterestsuggestion`, as Meta answers it. */
export interface MetaInterest {
  id: string;
  name: string;
  audience_size_lower_bound?: number;
  audience_size_upper_bound?: number;
  /** Older Graph versions: one number instead of the bounds. */
  audience_size?: number;
  path?: string[];
  description?: string | null;
  topic?: string;
  disambiguation_category?: string;
}

export interface TargetingSearchResult {
  /** Meta's relevance order for the term. */
  direct: MetaInterest[];
  /** Related interests reached by expanding the top direct matches, not already in `direct`. */
  suggested: MetaInterest[];
}

const FIELDS =
  'id,name,audience_size_lower_bound,audience_size_upper_bound,audience_size,path,description,topic,disambiguation_category';
/** How many direct matches seed the suggestion expansion. */
const EXPAND_FROM = 5;

/** Meta's targeting search for a term, expanded with suggestions of its best matches. */
export const searchTargeting = async (
  graph: GraphClient,
  term: string,
  locale: string,
  { maxDirect = 200, maxSuggested = 100 }: { maxDirect?: number; maxSuggested?: number } = {},
): Promise<TargetingSearchResult> => {
  const direct = dedupe(
    await graph.getAll<MetaInterest>(
      'search',
      { type: 'adinterest', q: term, locale, limit: 100, fields: FIELDS },
      { maxItems: maxDirect, maxPages: 3 },
    ),
  );
  if (direct.length === 0) return { direct, suggested: [] };
  const seeds = direct.slice(0, EXPAND_FROM).map((i) => i.name);
  const known = new Set(direct.map((i) => i.id));
  const expanded = await graph.getAll<MetaInterest>(
    'search',
    {
      type: 'adinterestsuggestion',
      interest_list: JSON.stringify(seeds),
      locale,
      limit: 100,
      fields: FIELDS,
    },
    { maxItems: maxSuggested, maxPages: 1 },
  );
  return { direct, suggested: dedupe(expanded).filter((i) => !known.has(i.id)) };
};

const dedupe = (items: MetaInterest[]) => {
  const seen = new Set<string>();
  return items.filter((i) => {
    if (!i?.id || !i.name || seen.has(i.id)) return false;
    seen.add(i.id);
    return true;
  });
};
