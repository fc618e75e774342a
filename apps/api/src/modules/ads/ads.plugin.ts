import { servicePlugin } from '../../lib/service-plugin';
import { type AdLibrary, createAdLibrary } from './ad-library.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared ad library (`advertisements`, `ad_observations`): an ad by id, a contributor's purge. */
    adLibrary: AdLibrary;
  }
}

export const adLibraryPlugin = servicePlugin(
  'adLibrary',
  (app) =>
    createAdLibrary({
      db: app.db,
      removeThumbnails: (keys) => app.thumbnails.remove(keys),
      kickThumbnails: (ids) => app.thumbnails.kick(ids),
      log: app.log,
    }),
  ['db', 'media'],
);
