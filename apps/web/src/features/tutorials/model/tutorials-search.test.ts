import { describe, expect, it } from 'vitest';
import {
  AdminTutorialsSearchSchema,
  TUTORIALS_SEARCH_DEFAULTS,
  TutorialsSearchSchema,
} from './tutorials-search';

describe('/tutorial search params', () => {
  it('fall back to the defaults on bad values', () => {
    expect(TutorialsSearchSchema.parse({ category: '', page: 0, q: false })).toEqual(
      TUTORIALS_SEARCH_DEFAULTS,
    );
    expect(AdminTutorialsSearchSchema.parse({ category: ['a', 'b'] })).toEqual({ category: undefined });
  });

  it('keep the open category', () => {
    const id = '0b6c7c4e-8f0a-4d8e-9a61-3f1f4b7f2a10';
    expect(TutorialsSearchSchema.parse({ category: id, page: 2 })).toEqual({ category: id, q: '', page: 2 });
  });
});
