import type { AdminKeywordsQuery, ListKeywordsQuery } from '@sniperads/contract';
import { KEYWORD_DIFFICULTIES, KEYWORD_PAGE_SIZES } from '@sniperads/contract/rules/keywords';
import { z } from 'zod';
import { fallback, pageParam, sizeParam, textParam } from '@/lib/search-params';

/** /palavras-chave: search, niche, difficulty, page size and page. */
export const KeywordsSearchSchema = z.object({
  q: textParam(),
  niche: textParam(),
  difficulty: fallback(z.enum(KEYWORD_DIFFICULTIES).optional(), undefined),
  per_page: sizeParam(KEYWORD_PAGE_SIZES, 50),
  page: pageParam(),
});
export type KeywordsSearch = z.output<typeof KeywordsSearchSchema>;
export const KEYWORDS_SEARCH_DEFAULTS: KeywordsSearch = KeywordsSearchSchema.parse({});

export const toKeywordsQuery = (s: KeywordsSearch): ListKeywordsQuery => ({
  page: s.page,
  limit: s.per_page,
  ...(s.q ? { q: s.q } : {}),
  ...(s.niche ? { niche: s.niche } : {}),
  ...(s.difficulty ? { difficulty: s.difficulty } : {}),
});

/** /admin/palavras-chave: search and page. */
export const AdminKeywordsSearchSchema = z.object({ q: textParam(), page: pageParam() });
export type AdminKeywordsSearch = z.output<typeof AdminKeywordsSearchSchema>;
export const ADMIN_KEYWORDS_SEARCH_DEFAULTS: AdminKeywordsSearch = AdminKeywordsSearchSchema.parse({});

/** The admin list shows 15 rows a page. */
export const ADMIN_KEYWORDS_PAGE_SIZE = 15;

export const toAdminKeywordsQuery = (s: AdminKeywordsSearch): AdminKeywordsQuery => ({
  page: s.page,
  limit: ADMIN_KEYWORDS_PAGE_SIZE,
  ...(s.q ? { search: s.q } : {}),
});
