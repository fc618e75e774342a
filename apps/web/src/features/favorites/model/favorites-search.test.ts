import { describe, expect, it } from 'vitest';
import { FAVORITES_SEARCH_DEFAULTS, FavoritesSearchSchema, toFavoritesParams } from './favorites-search';

describe('/favoritos search params', () => {
  it('default to the first page of everything, 8 a page', () => {
    expect(FAVORITES_SEARCH_DEFAULTS).toEqual({ q: '', filter: 'all', page: 1, per_page: 8 });
  });

  it('fall back to the defaults on bad values', () => {
    expect(FavoritesSearchSchema.parse({ filter: 'deleted', page: 0, per_page: 1000, q: [] })).toEqual(
      FAVORITES_SEARCH_DEFAULTS,
    );
  });

  it('become the favorites query', () => {
    const search = FavoritesSearchSchema.parse({ q: 'verão', filter: 'studio', page: 2, per_page: 12 });
    expect(toFavoritesParams(search)).toEqual({ search: 'verão', filter: 'studio', page: 2, perPage: 12 });
  });
});
