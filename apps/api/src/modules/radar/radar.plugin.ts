import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError } from '../../lib/loggable-error';
import type { Deliver } from './radar.alerts';
import { createRadarService, type RadarService } from './radar.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Follows, change detection on ingest (kick) and the daily rollups' alerts. */
    radar: RadarService;
  }
}

/** How often the rollups' pass looks whether a new UTC day began. */
const ROLLUP_CHECK_MS = 60 * 60 * 1000;

export const radarPlugin = fp(
  async (app: FastifyInstance, opts: { deliver?: Deliver; rollups?: boolean }) => {
    const radar = createRadarService({ db: app.db, log: app.log, deliver: opts.deliver });
    app.decorate('radar', radar);
    // Once a UTC day (checked hourly): 'escalando' and 'parou' from the offers' daily rollups, whose
    // recent window moves with the day even when no ad arrives.
    let day = new Date().toISOString().slice(0, 10);
    const timer =
      opts.rollups === false
        ? null
        : setInterval(() => {
            const today = new Date().toISOString().slice(0, 10);
            if (today === day) return;
            day = today;
            radar
              .rollups()
              .catch((err: unknown) =>
                app.log.error({ reason: loggableError(err).message }, 'radar daily rollups failed'),
              );
          }, ROLLUP_CHECK_MS);
    timer?.unref();
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await radar.idle();
    });
  },
  { name: 'radar', dependencies: ['db', 'notifications'] },
);
