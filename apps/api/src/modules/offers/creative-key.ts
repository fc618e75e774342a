import { type SQL, sql } from 'drizzle-orm';

/**
 * What makes ads of an offer one creative: Meta's collation (the Ad Library's "N ads use this
 * creative"), else the ad itself. The only place this expression is written, so a finer grouping
 * (near-duplicate clusters) replaces it here. `alias` names the `advertisements` row in the query.
 */
export const creativeKey = (alias: string): SQL =>
  sql`coalesce(${sql.identifier(alias)}.collation_id, ${sql.identifier(alias)}.id::text)`;
