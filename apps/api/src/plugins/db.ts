import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
  }
}

/** Exposes the database to modules and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { database, ownsDatabase }: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (ownsDatabase) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
