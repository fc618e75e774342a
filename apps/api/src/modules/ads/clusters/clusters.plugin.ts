import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import { type ClusterAssigner, createClusterAssigner } from './assigner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Groups the library's near-identical creatives (advertisements.cluster_id), in the background. */
    clusters: ClusterAssigner;
  }
}

export const clustersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const clusters = createClusterAssigner({
      db: app.db,
      storage: app.media.storage,
      log: app.log,
      // The pass shares the thumbnails' retry rhythm: both pick up what a failure left behind.
      intervalSeconds: config.media.retryIntervalSeconds,
    });
    app.decorate('clusters', clusters);
    app.addHook('onReady', async () => clusters.start());
    app.addHook('onClose', async () => clusters.stop());
  },
  { name: 'clusters', dependencies: ['db', 'media'] },
);
