import { describe, expect, it } from 'vitest';
import { CANDIDATES_SEARCH_DEFAULTS, CandidatesSearchSchema, toCandidatesQuery } from './offers-search';

describe('/admin/ofertas search params', () => {
  it('open on the review queue, and fall back to it on bad values', () => {
    expect(CANDIDATES_SEARCH_DEFAULTS).toEqual({ view: 'pending', q: '', page: 1 });
    expect(CandidatesSearchSchema.parse({ view: 'rejected', page: 'dois' })).toEqual(
      CANDIDATES_SEARCH_DEFAULTS,
    );
  });

  it('become the candidates query', () => {
    expect(toCandidatesQuery(CandidatesSearchSchema.parse({ view: 'all', q: 'loja', page: 2 }))).toEqual({
      search: 'loja',
      page: 2,
      pending: false,
    });
  });
});
