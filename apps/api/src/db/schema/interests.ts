import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

/**
 * The interest catalogue: every interest Meta's targeting search returned (source 'meta') plus the
 * demo catalogue (source 'demo'). Answers searches when no Meta token is configured.
 * `name_norm` is lower(unaccent(name)), kept by the database so fuzzy search can use a trigram
 * index (the immutable wrapper `sa_unaccent` is created in the same migration).
 */
export const interests = pgTable(
  'interests',
  {
    id: idColumn(),
    /** Meta's interest id; demo rows use 'demo:<slug>'. */
    metaId: text('meta_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    nameNorm: text('name_norm').notNull().generatedAlwaysAs(sql`sa_unaccent(lower(name))`),
    /** Path joined with ' > ', normalised the same way, so a term can match a parent topic. */
    pathNorm: text('path_norm').notNull().generatedAlwaysAs(sql`sa_unaccent(lower(sa_path_text(path)))`),
    audienceLower: bigint('audience_lower', { mode: 'number' }),
    audienceUpper: bigint('audience_upper', { mode: 'number' }),
    /** Older Graph versions answer a single audience_size. */
    audienceSize: bigint('audience_size', { mode: 'number' }),
    path: text('path').array().notNull().default(sql`'{}'::text[]`),
    topic: text('topic'),
    description: text('description'),
    disambiguationCategory: text('disambiguation_category'),
    source: text('source').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('interests_meta_id_locale_idx').on(t.metaId, t.locale),
    index('interests_name_norm_trgm_idx').using('gin', sql`${t.nameNorm} gin_trgm_ops`),
    index('interests_path_norm_trgm_idx').using('gin', sql`${t.pathNorm} gin_trgm_ops`),
  ],
);

export type InterestRow = typeof interests.$inferSelect;
export type NewInterestRow = typeof interests.$inferInsert;
