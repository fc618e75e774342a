import { offers } from '../../db/schema';
import { listEscalated } from '../../modules/offers/offers.service';
import type { DemoSeeder } from './index';

/**
 * Approves the demo library's offers at level ouro or above once, so /ofertas-escaladas has
 * content on a fresh install; the rest stays in the admin's review queue.
 */
export const offersSeeder: DemoSeeder = {
  name: 'offers',
  seed: async ({ db }) => {
    const [any] = await db.select({ id: offers.id }).from(offers).limit(1);
    if (any) return;
    const { data } = await listEscalated(db, { page: 1, per_page: 100 });
    const strong = data.filter((o) => o.level === 'ouro' || o.level === 'diamante');
    if (strong.length === 0) return;
    await db
      .insert(offers)
      .values(
        strong.map((o) => ({ landingDomain: o.landing_domain, status: 'approved' as const, niche: o.niche })),
      )
      .onConflictDoNothing();
  },
};
