import {
  type AdminKeywordsQuerySchema,
  KEYWORD_MESSAGES,
  type Keyword,
  type KeywordInputSchema,
  type KeywordStats,
  keywordExistsMessage,
  type ListKeywordsQuerySchema,
  nicheLabel,
  paginationMeta,
} from '@sniperads/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { KeywordRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { conflict, notFound } from '../../lib/app-error';
import type { Changes } from '../../plugins/change-feed';
import * as repo from './keywords.repo';

export const toKeyword = (row: KeywordRow): Keyword => ({
  id: row.id,
  keyword: row.keyword,
  niche: row.niche,
  description: row.description,
  search_volume: row.searchVolume,
  difficulty: row.difficulty,
  tags: row.tags,
  usage_count: row.usageCount,
  created_at: row.createdAt.toISOString(),
});

type ListQuery = z.output<typeof ListKeywordsQuerySchema>;
type AdminQuery = z.output<typeof AdminKeywordsQuerySchema>;
type Input = z.output<typeof KeywordInputSchema>;

/** Optional fields left out of a write are cleared: the form sends the whole keyword. */
const toRow = (input: Input) => ({
  keyword: input.keyword,
  niche: input.niche,
  description: input.description ? input.description : null,
  searchVolume: input.search_volume ?? null,
  difficulty: input.difficulty ?? null,
  tags: input.tags ?? [],
});

const page = async (db: Db, filters: repo.KeywordFilters, req: repo.PageRequest) => {
  const { rows, total } = await repo.findKeywordsPage(db, filters, req);
  return { data: rows.map(toKeyword), meta: paginationMeta(total, req.page, req.limit) };
};

/** The bank holds a keyword once per niche (keywords_keyword_niche_idx): a repeat is a 409 in pt-BR. */
const refuseRepeat = async <T>(input: Input, write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'keywords_keyword_niche_idx')) throw error;
    const message = keywordExistsMessage(input.keyword.trim(), nicheLabel(input.niche));
    throw conflict(message, { keyword: [message] });
  }
};

/** Keyword answers a replica keeps (the bank is shared: one entry per distinct query). */
const CACHE_ENTRIES = 2000;

/**
 * The keyword bank. What every account reads (lists, niches, popular, stats) is cached per query,
 * shared by all accounts; any write to the bank (admin edits, usage counts) drops it all, here at
 * once and on the other replicas through the change feed. What every account reads comes from
 * `reads` (a replica when there are some); the admin's list and every write use `db`, the primary.
 */
export const createKeywordsService = (db: Db, changes: Changes, reads: Db = db) => {
  const cache = changes.cache<unknown>(['keywords'], { maxEntries: CACHE_ENTRIES });
  const cached = <T>(key: unknown[], load: () => Promise<T>) =>
    cache.read('keywords', JSON.stringify(key), load) as Promise<T>;
  const written = <T>(result: T) => {
    changes.apply('keywords');
    return result;
  };
  return {
    /** Not cached here: the router keeps its answers' bytes (the most read list of the bank). */
    list: (q: ListQuery) =>
      page(
        reads,
        {
          text: q.q,
          niche: q.niche,
          difficulty: q.difficulty,
          minVolume: q.min_volume,
          maxVolume: q.max_volume,
        },
        { page: q.page, limit: q.limit },
      ),

    listByNiche: (niche: string, q: { page: number; limit: number }) =>
      cached(['niche', niche, q.page, q.limit], () => page(reads, { niche }, q)),

    adminList: (q: AdminQuery) =>
      page(
        db,
        {
          text: q.search,
          niche: q.niche,
          difficulty: q.difficulty,
          minVolume: q.min_search_volume,
          maxVolume: q.max_search_volume,
          tags: q.tags
            ?.split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        },
        { page: q.page, limit: q.limit, orderBy: q.order_by, direction: q.order_direction },
      ),

    search: async (text: string, limit: number) =>
      (await repo.searchKeywords(reads, text, limit)).map(toKeyword),

    niches: () =>
      cached(['niches'], async () =>
        (await repo.countByNiche(reads)).map((r) => ({ niche: r.niche, count: r.count })),
      ),

    popular: (limit: number) =>
      cached(['popular', limit], async () => (await repo.findPopular(reads, limit)).map(toKeyword)),

    stats: () =>
      cached(['stats'], async (): Promise<KeywordStats> => {
        const { totals, top } = await repo.keywordStats(reads);
        return {
          total_keywords: totals.total,
          total_niches: totals.niches,
          avg_search_volume: totals.avgVolume,
          most_used_keyword: top ? { keyword: top.keyword, usage_count: top.usageCount } : null,
        };
      }),

    get: async (id: string) => {
      const row = await repo.findKeywordById(reads, id);
      if (!row) throw notFound(KEYWORD_MESSAGES.notFound);
      return toKeyword(row);
    },

    related: async (id: string, limit: number) => {
      const source = await repo.findKeywordById(reads, id);
      if (!source) throw notFound(KEYWORD_MESSAGES.notFound);
      return (await repo.findRelated(reads, source, limit)).map(toKeyword);
    },

    recordUsage: async (id: string) => {
      const row = written(await repo.incrementUsage(db, id));
      if (!row) throw notFound(KEYWORD_MESSAGES.notFound);
      return { id: row.id, usage_count: row.usageCount };
    },

    create: async (input: Input) =>
      toKeyword(written(await refuseRepeat(input, () => repo.insertKeyword(db, toRow(input))))),

    update: async (id: string, input: Input) => {
      const row = written(await refuseRepeat(input, () => repo.updateKeyword(db, id, toRow(input))));
      if (!row) throw notFound(KEYWORD_MESSAGES.notFound);
      return toKeyword(row);
    },

    remove: async (id: string) => {
      if (!written(await repo.deleteKeyword(db, id))) throw notFound(KEYWORD_MESSAGES.notFound);
    },
  };
};
