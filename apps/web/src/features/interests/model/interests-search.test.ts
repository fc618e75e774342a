import { describe, expect, it } from 'vitest';
import { INTERESTS_SEARCH_DEFAULTS, InterestsSearchSchema, toTrackedQuery } from './interests-search';

describe('/interesses-oculto search params', () => {
  it('fall back to the defaults on bad values', () => {
    expect(
      InterestsSearchSchema.parse({
        lang: 'klingon',
        hidden: 'sim',
        status: 'arquivado',
        sort: 'x',
        order: 1,
      }),
    ).toEqual(INTERESTS_SEARCH_DEFAULTS);
  });

  it('become the tracked list query', () => {
    expect(toTrackedQuery(INTERESTS_SEARCH_DEFAULTS)).toEqual({ sort: 'dataAdicionado', order: 'desc' });
    const search = InterestsSearchSchema.parse({ status: 'testando', sort: 'cpmAtual', order: 'asc' });
    expect(toTrackedQuery(search)).toEqual({ status: 'testando', sort: 'cpmAtual', order: 'asc' });
  });
});
