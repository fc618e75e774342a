import { and, eq, notInArray, sql } from 'drizzle-orm';
import { interests, type NewInterestRow } from '../../db/schema';
import type { DemoSeeder } from '.';
import { type CatalogueEntry, HEALTH_AND_BEAUTY, HOME_AND_FAMILY } from './interests-catalogue';
import { WORK_AND_LEISURE } from './interests-catalogue-work';

/** Every demo interest (interests-catalogue.ts says what the fields and sizes mean). */
export const DEMO_INTEREST_CATALOGUE: readonly CatalogueEntry[] = [
  ...HEALTH_AND_BEAUTY,
  ...HOME_AND_FAMILY,
  ...WORK_AND_LEISURE,
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Two significant figures: an estimate never shows more precision than it has. */
const rounded = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
};

/**
 * Meta reports a range whose upper bound is about 17.6 % above the lower one; the demo keeps the
 * estimate as the lower bound and a rounded upper bound, both worldwide.
 */
export const demoInterestRows = (entries: readonly CatalogueEntry[] = DEMO_INTEREST_CATALOGUE) =>
  entries.map(([name, trail, audience]): NewInterestRow => {
    const levels = trail.split(' > ');
    return {
      metaId: `demo:${slug(name)}`,
      locale: 'pt_BR',
      name,
      audienceLower: rounded(audience),
      audienceUpper: rounded(audience * 1.176),
      audienceSize: null,
      path: ['Interesses', ...levels, name],
      topic: levels[0] ?? null,
      description: null,
      disambiguationCategory: null,
      source: 'demo',
    };
  });

/**
 * Loads the demo catalogue, and brings an older one up to date: rows of the current catalogue
 * are written (or refreshed), demo rows it no longer lists are removed. Meta's rows are untouched.
 */
export const interestsDemoSeeder: DemoSeeder = {
  name: 'interests',
  async seed({ db, log }) {
    const rows = demoInterestRows();
    const ids = rows.map((r) => r.metaId);
    await db.transaction(async (tx) => {
      await tx
        .insert(interests)
        .values(rows)
        .onConflictDoUpdate({
          target: [interests.metaId, interests.locale],
          set: {
            name: sql`excluded.name`,
            audienceLower: sql`excluded.audience_lower`,
            audienceUpper: sql`excluded.audience_upper`,
            path: sql`excluded.path`,
            topic: sql`excluded.topic`,
            updatedAt: sql`now()`,
          },
          // Idempotent: a restart with the same catalogue writes nothing.
          setWhere: sql`${interests.source} = 'demo' and (${interests.name}, ${interests.audienceLower}, ${interests.audienceUpper}, ${interests.path}) is distinct from (excluded.name, excluded.audience_lower, excluded.audience_upper, excluded.path)`,
        });
      await tx
        .delete(interests)
        .where(
          and(eq(interests.source, 'demo'), eq(interests.locale, 'pt_BR'), notInArray(interests.metaId, ids)),
        );
    });
    log.info({ count: rows.length }, 'demo interest catalogue ready');
  },
};
