import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
    /**
     * Reads of shared data, on a replica when DATABASE_READ_URLS names some (docs/architecture.md,
     * "Reads on replicas", lists the routes); everything else uses `db`, the primary.
     */
    readDb: Database['readDb'];
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Exposes the database to modules and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { database, ownsDatabase }: { database: Database; ownsDatabase: boolean }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('readDb', database.readDb);
    const { replicas } = database;
    if (replicas) {
      // A write answered here: this process reads shared data from the primary until the replicas
      // have replayed it, so whoever wrote sees it on their next request (other processes are told
      // by the change feed, plugins/change-feed.ts).
      app.addHook('onSend', (request, _reply, _payload, done) => {
        if (!READ_METHODS.has(request.method)) replicas.fence();
        done();
      });
    }
    if (ownsDatabase) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
