import { describe, expect, it } from 'vitest';
import {
  FOLDER_SEARCH_DEFAULTS,
  FOLDERS_SEARCH_DEFAULTS,
  FolderSearchSchema,
  FoldersSearchSchema,
  toFolderItemsQuery,
} from './folders-search';

describe('/pastas search params', () => {
  it('fall back to the defaults on bad values', () => {
    expect(FoldersSearchSchema.parse({ layout: 'mosaic', q: null })).toEqual(FOLDERS_SEARCH_DEFAULTS);
    expect(FolderSearchSchema.parse({ sort: 'cor', order: 'up', page: 'x', layout: 3 })).toEqual(
      FOLDER_SEARCH_DEFAULTS,
    );
  });

  it('become the folder items query (6 a page; the view is not sent)', () => {
    const search = FolderSearchSchema.parse({
      q: 'pix',
      sort: 'preco',
      order: 'asc',
      page: 3,
      layout: 'list',
    });
    expect(toFolderItemsQuery(search)).toEqual({
      search: 'pix',
      sort: 'preco',
      order: 'asc',
      page: 3,
      per_page: 6,
    });
    expect(toFolderItemsQuery(FOLDER_SEARCH_DEFAULTS).search).toBeUndefined();
  });
});
