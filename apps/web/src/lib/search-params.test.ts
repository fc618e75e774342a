import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enumParam, flagParam, idParam, layoutParam, pageParam, sizeParam, textParam } from './search-params';

const Schema = z.object({
  q: textParam(),
  page: pageParam(),
  per_page: sizeParam([4, 8, 12], 8),
  sort: enumParam(['data', 'titulo'], 'data'),
  hidden: flagParam(),
  layout: layoutParam(),
  item: idParam(),
});
const defaults = {
  q: '',
  page: 1,
  per_page: 8,
  sort: 'data',
  hidden: false,
  layout: 'grid',
  item: undefined,
};

describe('search param building blocks', () => {
  it('fill in defaults when the URL has nothing', () => {
    expect(Schema.parse({})).toEqual(defaults);
  });

  it('keep good values', () => {
    const good = {
      q: 'verão',
      page: 3,
      per_page: 12,
      sort: 'titulo',
      hidden: true,
      layout: 'list',
      item: 'a1',
    };
    expect(Schema.parse(good)).toEqual(good);
    // Text is trimmed.
    expect(Schema.parse({ ...good, q: '  verão ' })).toEqual(good);
  });

  it('fall back to defaults on bad values instead of failing', () => {
    expect(
      Schema.parse({
        q: { nested: true },
        page: -2,
        per_page: 7,
        sort: 'preco; drop',
        hidden: 'talvez',
        layout: 'mosaic',
        item: '',
      }),
    ).toEqual(defaults);
    expect(Schema.parse({ page: 'abc' }).page).toBe(1);
    expect(Schema.parse({ page: 2.5 }).page).toBe(1);
    expect(Schema.parse({ q: 'x'.repeat(201) }).q).toBe('');
  });

  it('read numbers typed in a text box as text', () => {
    // The router parses `?q=2024` into the number 2024.
    expect(Schema.parse({ q: 2024, item: 42 })).toMatchObject({ q: '2024', item: '42' });
  });

  it('accept page numbers written as strings', () => {
    expect(Schema.parse({ page: '4', per_page: '12' })).toMatchObject({ page: 4, per_page: 12 });
  });
});
