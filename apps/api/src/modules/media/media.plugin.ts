import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { createS3Storage } from '../../lib/media/s3-storage';
import { CONTENT_TYPE_BY_EXT } from '../../lib/media/sniff';
import { createDiskStorage, isMediaKey, type MediaStorage } from '../../lib/media/storage';
import { createMediaArchiver, type MediaArchiver } from './media.archiver';

declare module 'fastify' {
  interface FastifyInstance {
    media: { storage: MediaStorage; archiver: MediaArchiver };
  }
}

/**
 * The media archive: storage, the background archiver and GET /api/media/:key. Keys are random
 * UUIDs, so the route is public (an <img> cannot send a bearer token) yet unguessable.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, 'media'));
    const archiver = createMediaArchiver({ db: app.db, storage, config, log: app.log });
    app.decorate('media', { storage, archiver });
    app.addHook('onReady', async () => archiver.start());
    app.addHook('onClose', async () => archiver.stop());

    app.get<{ Params: { key: string } }>(
      '/api/media/:key',
      { config: { access: { guard: 'public' } } },
      async (request, reply) => {
        const { key } = request.params;
        if (!isMediaKey(key)) throw notFound('Mídia não encontrada');
        const file = await storage.open(key);
        if (!file) throw notFound('Mídia não encontrada');
        const ext = key.split('.').pop() ?? '';
        return reply
          .header('content-type', CONTENT_TYPE_BY_EXT[ext] ?? 'application/octet-stream')
          .header('content-length', String(file.size))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          .send(file.stream);
      },
    );
  },
  { name: 'media', dependencies: ['db'] },
);
