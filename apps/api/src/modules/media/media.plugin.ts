import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { createS3Storage } from '../../lib/media/s3-storage';
import { CONTENT_TYPE_BY_EXT } from '../../lib/media/sniff';
import { createDiskStorage, isMediaKey, type MediaStorage } from '../../lib/media/storage';
import { registerDemoCreativeRoute } from './demo-creative.route';
import { createMediaArchiver, type MediaArchiver } from './media.archiver';
import { archivedMediaBytes } from './media-quota';
import { createThumbnailArchiver, type ThumbnailArchiver } from './thumbnail.archiver';
import { THUMBNAIL_FILE_PATTERN, THUMBNAIL_URL_PREFIX } from './thumbnail-keys';

declare module 'fastify' {
  interface FastifyInstance {
    media: {
      storage: MediaStorage;
      archiver: MediaArchiver;
      /** Bytes of the account's archived creatives (its media quota's use). */
      usedBytes(userId: string): Promise<number>;
    };
    /** Small archived WebP copies of library ads' creatives (fbcdn links expire). */
    thumbnails: ThumbnailArchiver;
  }
}

/**
 * The media archive: storage, the background archivers (favorites' creatives, library ads'
 * thumbnails), GET /api/media/:key and GET /api/media/thumbs/:file. Keys are random UUIDs, so the
 * routes are public (an <img> cannot send a bearer token) yet unguessable.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, 'media'));
    const archiver = createMediaArchiver({ db: app.db, storage, config, log: app.log });
    app.decorate('media', { storage, archiver, usedBytes: (userId) => archivedMediaBytes(app.db, userId) });
    const thumbnails = createThumbnailArchiver({ db: app.db, storage, config, log: app.log });
    app.decorate('thumbnails', thumbnails);
    app.addHook('onReady', async () => {
      archiver.start();
      thumbnails.start();
    });
    app.addHook('onClose', async () => {
      await Promise.all([archiver.stop(), thumbnails.stop()]);
    });

    const headers = {
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
    };

    app.get<{ Params: { file: string } }>(
      `${THUMBNAIL_URL_PREFIX}:file`,
      { config: { access: { guard: 'public' } } },
      async (request, reply) => {
        const { file } = request.params;
        if (!THUMBNAIL_FILE_PATTERN.test(file)) throw notFound('Imagem não encontrada');
        const stored = await storage.open(`thumbs/${file}`);
        if (!stored) throw notFound('Imagem não encontrada');
        return reply
          .headers(headers)
          .header('content-type', 'image/webp')
          .header('content-length', String(stored.size))
          .send(stored.stream);
      },
    );

    registerDemoCreativeRoute(app, headers);

    app.get<{ Params: { key: string } }>(
      '/api/media/:key',
      { config: { access: { guard: 'public' } } },
      async (request, reply) => {
        const { key } = request.params;
        // Thumbnails have their own route (and a decoded %2F must not reach them here).
        if (key.includes('/') || !isMediaKey(key)) throw notFound('Mídia não encontrada');
        const file = await storage.open(key);
        if (!file) throw notFound('Mídia não encontrada');
        const ext = key.split('.').pop() ?? '';
        return reply
          .header('content-type', CONTENT_TYPE_BY_EXT[ext] ?? 'application/octet-stream')
          .header('content-length', String(file.size))
          .headers(headers)
          .send(file.stream);
      },
    );
  },
  { name: 'media', dependencies: ['db'] },
);
