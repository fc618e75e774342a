import type { Config } from '../../config';
import { servicePlugin } from '../../lib/service-plugin';
import { createNotificationsService, type NotificationsService } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Delivery of alerts (web push, e-mail now or in the daily digest) and each account's
     * notification settings and push devices. Features call `app.notifications.notify(items)`.
     */
    notifications: NotificationsService;
  }
}

/** How often a replica looks for a digest that is due (cheap: a partial index on pending rows). */
const DIGEST_CHECK_MS = 5 * 60_000;

export const notificationsPlugin = (config: Config) =>
  servicePlugin(
    'notifications',
    (app) => {
      const service = createNotificationsService({
        db: app.db,
        users: app.users,
        outbox: app.outbox,
        log: app.log,
        config: { ...config, allowPrivatePush: config.media.allowPrivate },
      });
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> | null = null;
      const tick = () => {
        running ??= service
          .runDigest()
          .catch((err: unknown) => app.log.error({ err }, 'daily digest run failed; the next check retries'))
          .finally(() => {
            running = null;
          });
      };
      app.addHook('onReady', async () => {
        if (config.env === 'test') return;
        timer = setInterval(tick, DIGEST_CHECK_MS);
        timer.unref();
        tick();
      });
      app.addHook('preClose', async () => {
        clearInterval(timer);
        await running;
      });
      return service;
    },
    ['db', 'outbox', 'users'],
  );
