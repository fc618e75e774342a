import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ClusterAssigner, createClusterAssigner } from './assigner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Groups the library's near-identical creatives (advertisements.cluster_id), in the background. */
    clusters: ClusterAssigner;
  }
}

export const clustersPlugin = fp(
  async (app: FastifyInstance) => {
    const clusters = createClusterAssigner({ db: app.db, storage: app.media.storage, log: app.log });
    app.decorate('clusters', clusters);
    // An ad whose thumbnail was just tried may now have its image hash: into the batched queue.
    app.thumbnails.onSettled((ids) => clusters.kick(ids));
    app.addHook('onClose', async () => clusters.stop());
  },
  { name: 'clusters', dependencies: ['db', 'media'] },
);
