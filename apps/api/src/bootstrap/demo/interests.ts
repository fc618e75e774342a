import { interests, type NewInterestRow } from '../../db/schema';
import { countCatalogue } from '../../modules/interests/catalogue.repo';
import type { DemoSeeder } from '.';
import { type CatalogueEntry, DEMO_INTEREST_CATALOGUE } from './interests-catalogue';
import { seededRandom } from './prng';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Meta reports a range whose upper bound is about 17.6 % above the lower one. */
export const demoInterestRows = (entries: readonly CatalogueEntry[] = DEMO_INTEREST_CATALOGUE) => {
  const random = seededRandom(7);
  return entries.map(([name, topic, sub, audience]): NewInterestRow => {
    const lower = Math.round(audience * (0.9 + random() * 0.1));
    return {
      metaId: `demo:${slug(name)}`,
      locale: 'pt_BR',
      name,
      audienceLower: lower,
      audienceUpper: Math.round(lower * 1.176),
      audienceSize: null,
      path: ['Interesses', topic, ...(sub ? [sub] : []), name],
      topic,
      description: null,
      disambiguationCategory: null,
      source: 'demo',
    };
  });
};

export const interestsDemoSeeder: DemoSeeder = {
  name: 'interests',
  async seed({ db, log }) {
    if ((await countCatalogue(db, 'demo')) > 0) return;
    // Concurrent starts insert the same keys; the unique index keeps one of each.
    await db.insert(interests).values(demoInterestRows()).onConflictDoNothing();
    log.info({ count: DEMO_INTEREST_CATALOGUE.length }, 'demo interest catalogue loaded');
  },
};
