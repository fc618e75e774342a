import type { FolderItemsQuery } from '@sniperads/contract';
import { FOLDER_DETAIL_PAGE_SIZE, FOLDER_SORTS } from '@sniperads/contract/rules/folders';
import { z } from 'zod';
import { enumParam, layoutParam, pageParam, textParam } from '@/lib/search-params';

/** /pastas: the name filter and the view. */
export const FoldersSearchSchema = z.object({
  q: textParam(),
  layout: layoutParam(),
});
export type FoldersSearch = z.output<typeof FoldersSearchSchema>;
export const FOLDERS_SEARCH_DEFAULTS: FoldersSearch = FoldersSearchSchema.parse({});

/** /pastas/$id: search, order, view and page inside one folder. */
export const FolderSearchSchema = z.object({
  q: textParam(),
  sort: enumParam(FOLDER_SORTS, 'data'),
  order: enumParam(['asc', 'desc'], 'desc'),
  layout: layoutParam(),
  page: pageParam(),
});
export type FolderSearch = z.output<typeof FolderSearchSchema>;
export const FOLDER_SEARCH_DEFAULTS: FolderSearch = FolderSearchSchema.parse({});

/** The folder-items API query for a URL state (the view does not matter to it). */
export const toFolderItemsQuery = (s: Omit<FolderSearch, 'layout'>): FolderItemsQuery => ({
  search: s.q || undefined,
  sort: s.sort,
  order: s.order,
  page: s.page,
  per_page: FOLDER_DETAIL_PAGE_SIZE,
});
