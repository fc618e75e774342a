import { describe, expect, it } from 'vitest';
import { duplicateKeywordPayload, keywordFormToPayload, parseTags } from './keywords';

describe('parseTags', () => {
  it('splits by comma, trims, drops empties and repeats', () => {
    expect(parseTags(' dieta, low carb ,, Dieta ,receitas,')).toEqual(['dieta', 'low carb', 'receitas']);
    expect(parseTags('   ')).toEqual([]);
  });
});

describe('keywordFormToPayload', () => {
  const base = {
    keyword: ' a ',
    niche: ' b ',
    description: '',
    search_volume: '',
    difficulty: 'undefined',
    tags: '',
  } as const;

  it('sends only the trimmed required fields when nothing optional is set', () => {
    expect(keywordFormToPayload({ ...base })).toEqual({ keyword: 'a', niche: 'b' });
  });

  it('sends each optional field only when it holds a real value', () => {
    expect(
      keywordFormToPayload({
        ...base,
        description: ' desc ',
        search_volume: 1200,
        difficulty: 'hard',
        tags: 'x, y',
      }),
    ).toEqual({
      keyword: 'a',
      niche: 'b',
      description: 'desc',
      search_volume: 1200,
      difficulty: 'hard',
      tags: ['x', 'y'],
    });
    expect(keywordFormToPayload({ ...base, search_volume: 0 })).not.toHaveProperty('search_volume');
    expect(keywordFormToPayload({ ...base, search_volume: 1.5 })).not.toHaveProperty('search_volume');
    expect(keywordFormToPayload({ ...base, search_volume: '300' }).search_volume).toBe(300);
    expect(keywordFormToPayload({ ...base, difficulty: null })).not.toHaveProperty('difficulty');
  });
});

describe('duplicateKeywordPayload', () => {
  it("appends '(cópia)' and copies niche, description, volume, difficulty and tags", () => {
    expect(
      duplicateKeywordPayload({
        keyword: 'seguro auto',
        niche: 'Automóveis',
        description: 'd',
        search_volume: 10,
        difficulty: 'easy',
        tags: ['t'],
      }),
    ).toEqual({
      keyword: 'seguro auto (cópia)',
      niche: 'Automóveis',
      description: 'd',
      search_volume: 10,
      difficulty: 'easy',
      tags: ['t'],
    });
    expect(
      duplicateKeywordPayload({
        keyword: 'k',
        niche: 'n',
        description: null,
        search_volume: null,
        difficulty: null,
        tags: [],
      }),
    ).toEqual({ keyword: 'k (cópia)', niche: 'n' });
  });
});
