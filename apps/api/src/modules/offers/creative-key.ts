import { type SQL, sql } from 'drizzle-orm';

/**
 * What makes ads of an offer one creative, as SQL: `ad_creative_key()` of the `advertisements` row
 * named `alias` (migration 0020 defines it once: the ad's near-duplicate cluster, else Meta's
 * collation, else the ad itself). The queue of the offer summaries and the index on (domain,
 * creative) call the same function.
 */
export const creativeKey = (alias: string): SQL => sql`ad_creative_key(${sql.identifier(alias)})`;
