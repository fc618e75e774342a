import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNicheRederivation, type NicheRederivation } from './niche-rederivation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Re-derives stored niches once per niche rules version, in the background (started by server.ts). */
    nicheRederivation: NicheRederivation;
  }
}

export const nicheRederivationPlugin = fp(
  async (app: FastifyInstance) => {
    const job = createNicheRederivation({ db: app.db, log: app.log });
    app.decorate('nicheRederivation', job);
    // Before the database closes, so the batch in hand commits.
    app.addHook('preClose', async () => job.stop());
  },
  { name: 'nicheRederivation', dependencies: ['db'] },
);
