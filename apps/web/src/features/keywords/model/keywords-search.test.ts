import { describe, expect, it } from 'vitest';
import {
  ADMIN_KEYWORDS_SEARCH_DEFAULTS,
  AdminKeywordsSearchSchema,
  KEYWORDS_SEARCH_DEFAULTS,
  KeywordsSearchSchema,
  toAdminKeywordsQuery,
  toKeywordsQuery,
} from './keywords-search';

describe('/palavras-chave search params', () => {
  it('fall back to the defaults on bad values', () => {
    expect(KeywordsSearchSchema.parse({ difficulty: 'impossivel', per_page: 33, page: -1 })).toEqual(
      KEYWORDS_SEARCH_DEFAULTS,
    );
    expect(AdminKeywordsSearchSchema.parse({ page: 'último' })).toEqual(ADMIN_KEYWORDS_SEARCH_DEFAULTS);
  });

  it('send only the filters in use', () => {
    expect(toKeywordsQuery(KEYWORDS_SEARCH_DEFAULTS)).toEqual({ page: 1, limit: 50 });
    const search = KeywordsSearchSchema.parse({ q: 'dieta', niche: 'Saúde', per_page: 25, page: 2 });
    expect(toKeywordsQuery(search)).toEqual({ page: 2, limit: 25, q: 'dieta', niche: 'Saúde' });
    expect(toAdminKeywordsQuery(AdminKeywordsSearchSchema.parse({ q: 'pix', page: 4 }))).toEqual({
      page: 4,
      limit: 15,
      search: 'pix',
    });
  });
});
