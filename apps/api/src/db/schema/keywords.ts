import { KEYWORD_DIFFICULTIES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { inList } from './vocabulary';

/** The curated keyword bank (docs/product-rules.md, Entities); shared by every user, written by admins. */
export const keywords = pgTable(
  'keywords',
  {
    id: idColumn(),
    keyword: text('keyword').notNull(),
    niche: text('niche').notNull(),
    description: text('description'),
    searchVolume: integer('search_volume'),
    difficulty: text('difficulty', { enum: KEYWORD_DIFFICULTIES }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    usageCount: integer('usage_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // Trigram index: fuzzy search and "related keywords" by text similarity.
    index('keywords_keyword_trgm_idx').using('gin', t.keyword.op('gin_trgm_ops')),
    index('keywords_tags_idx').using('gin', t.tags),
    index('keywords_niche_idx').on(t.niche),
    // One keyword per niche, whatever its case or surrounding spaces (409 on a second one).
    uniqueIndex('keywords_keyword_niche_idx').using(
      'btree',
      sql`lower(trim(${t.keyword}))`,
      sql`lower(trim(${t.niche}))`,
    ),
    index('keywords_usage_count_idx').on(t.usageCount),
    index('keywords_created_at_idx').on(t.createdAt),
    check('keywords_difficulty_check', inList(t.difficulty, KEYWORD_DIFFICULTIES)),
    check('keywords_search_volume_check', sql`${t.searchVolume} >= 0`),
    check('keywords_usage_count_check', sql`${t.usageCount} >= 0`),
    check('keywords_keyword_check', sql`length(trim(${t.keyword})) > 0`),
    check('keywords_niche_check', sql`length(trim(${t.niche})) > 0`),
  ],
);

export type KeywordRow = typeof keywords.$inferSelect;
export type NewKeywordRow = typeof keywords.$inferInsert;
