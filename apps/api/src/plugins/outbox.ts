import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailTransport } from '../lib/mailer';
import { createOutbox, type Outbox } from '../lib/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail to send: queued in `outbox`, delivered with retries after the request answers. */
    outbox: Outbox;
  }
}

/** The mail queue and its worker, which runs from `ready` until the app starts closing. */
export const outboxPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const outbox = createOutbox({
      db: app.db,
      transport: createMailTransport(config),
      log: app.log,
      intervalMs: config.outbox.intervalSeconds * 1000,
      maxAttempts: config.outbox.maxAttempts,
      devRetentionMs: config.outbox.devRetentionMinutes * 60_000,
    });
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => {
      outbox.start();
      // Whatever a previous process left queued goes out now, not a whole interval later.
      outbox.wake();
    });
    // Before the database closes (onClose), so a delivery in flight can finish its bookkeeping.
    app.addHook('preClose', async () => outbox.stop());
  },
  { name: 'outbox', dependencies: ['db'] },
);
