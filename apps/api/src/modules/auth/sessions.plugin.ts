import { servicePlugin } from '../../lib/service-plugin';
import { createSessionsService, type SessionsService } from './sessions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login sessions (`sessions`): checked by the auth plugin, ended on password changes. */
    sessions: SessionsService;
  }
}

export const sessionsPlugin = servicePlugin('sessions', (app) => createSessionsService(app.db, app.changes), [
  'db',
  'change-feed',
]);
