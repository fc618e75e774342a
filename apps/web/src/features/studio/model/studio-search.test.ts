import { describe, expect, it } from 'vitest';
import { STUDIO_SEARCH_DEFAULTS, StudioSearchSchema } from './studio-search';

describe('/studio search params', () => {
  it('fall back to the defaults on bad values', () => {
    expect(StudioSearchSchema.parse({ q: {}, item: null })).toEqual(STUDIO_SEARCH_DEFAULTS);
    expect(StudioSearchSchema.parse({ q: 'dieta', item: 'abc' })).toEqual({ q: 'dieta', item: 'abc' });
  });
});
