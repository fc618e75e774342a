import {
  audienceSize,
  type Interest,
  type InterestLanguage,
  interestCategory,
  isHiddenInterest,
} from '@sniperads/contract';
import type { InterestRow, NewInterestRow } from '../../db/schema';
import type { MetaInterest } from './meta-targeting';

const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : null);

export type InterestFields = Pick<
  InterestRow,
  'metaId' | 'name' | 'audienceLower' | 'audienceUpper' | 'audienceSize' | 'path' | 'topic' | 'description'
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

/** The Interest entity (docs/product-rules.md); `rank` is 1-based in the relevance order for the term. */
export const toInterest = (
  row: InterestFields,
  locale: InterestLanguage,
  rank: number,
  viaSuggestion: boolean,
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
  rank,
  hidden: isHiddenInterest(rank, viaSuggestion),
});
