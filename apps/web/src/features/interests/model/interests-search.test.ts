import { describe, expect, it } from 'vitest';
import {
  INTERESTS_SEARCH_DEFAULTS,
  InterestsSearchSchema,
  toInterestSearch,
  toTrackedQuery,
} from './interests-search';

describe('/interesses-oculto search params', () => {
  it('fall back to the defaults on bad values', () => {
    expect(
      InterestsSearchSchema.parse({
        lang: 'klingon',
        hidden: 'sim',
        status: 'arquivado',
        sort: 'x',
        order: 1,
        page: 0,
      }),
    ).toEqual(INTERESTS_SEARCH_DEFAULTS);
  });

  it('keep the result page and become the interest search', () => {
    const search = InterestsSearchSchema.parse({ q: 'fitness', page: '3', hidden: true });
    expect(toInterestSearch(search)).toEqual({
      search: 'fitness',
      language: 'pt_BR',
      onlyHidden: true,
      page: 3,
    });
    expect(InterestsSearchSchema.parse({ page: '301' }).page).toBe(1);
  });

  it('become the tracked list query', () => {
    expect(toTrackedQuery(INTERESTS_SEARCH_DEFAULTS)).toEqual({ sort: 'dataAdicionado', order: 'desc' });
    const search = InterestsSearchSchema.parse({ status: 'testando', sort: 'cpmAtual', order: 'asc' });
    expect(toTrackedQuery(search)).toEqual({ status: 'testando', sort: 'cpmAtual', order: 'asc' });
  });
});
