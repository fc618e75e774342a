import {
  audienceSize,
  type Interest,
  type InterestLanguage,
  interestCategory,
  isHiddenInterest,
  largestAudience,
  normaliseInterestName,
} from '@sniperads/contract';
import type { InterestRow, NewInterestRow } from '../../db/schema';
import type { MetaInterest } from './meta-targeting';

const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);

export type InterestFields = Pick<
  InterestRow,
  | 'metaId'
  | 'name'
  | 'audienceLower'
  | 'audienceUpper'
  | 'audienceSize'
  | 'path'
  | 'topic'
  | 'description'
  | 'source'
>;

/** A Meta answer as a catalogue row (both audience shapes kept as Meta gave them). */
export const metaToRow = (m: MetaInterest, locale: string): NewInterestRow & InterestFields => ({
  metaId: String(m.id),
  locale,
  name: m.name,
  audienceLower: int(m.audience_size_lower_bound),
  audienceUpper: int(m.audience_size_upper_bound),
  audienceSize: int(m.audience_size),
  path: Array.isArray(m.path) ? m.path.map(String) : [],
  topic: m.topic ?? null,
  description: m.description ?? null,
  disambiguationCategory: m.disambiguation_category ?? null,
  source: 'meta',
});

/** How one search term relates to a row: its rank for the term and how it was reached. */
export interface Placement {
  term: string;
  /** 1-based, in the relevance order for the term. */
  rank: number;
  viaSuggestion: boolean;
}

/** The Interest entity (docs/product-rules.md), with the 'oculto' flag for the term. */
export const toInterest = (
  row: InterestFields,
  locale: InterestLanguage,
  placement: Placement,
): Interest => ({
  id: row.metaId,
  name: row.name,
  audience_size: audienceSize(row.audienceLower, row.audienceSize),
  audience_size_lower: row.audienceLower ?? row.audienceSize ?? null,
  audience_size_upper: row.audienceUpper ?? row.audienceSize ?? null,
  category: interestCategory(row.topic),
  path: row.path,
  segment: row.topic ?? null,
  locale,
  description: row.description ?? null,
  rank: placement.rank,
  hidden: isHiddenInterest({
    rank: placement.rank,
    viaSuggestion: placement.viaSuggestion,
    audience: largestAudience(row.audienceLower, row.audienceUpper, row.audienceSize),
    exactName: normaliseInterestName(row.name) === normaliseInterestName(placement.term),
  }),
  // Meta's targeting search takes no country: every size it gives (and the demo's) is worldwide.
  audience_scope: 'mundial',
  origin: row.source === 'demo' ? 'demo' : 'meta',
});
