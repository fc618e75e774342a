import { servicePlugin } from '../../lib/service-plugin';
import { createFavoritesService, type FavoritesService } from './favorites.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved ads (`favorites`): read by the folders, the studio and the dashboard through it. */
    favorites: FavoritesService;
  }
}

export const favoritesPlugin = servicePlugin(
  'favorites',
  (app) =>
    createFavoritesService({
      db: app.db,
      archiver: app.media.archiver,
      storage: app.media.storage,
      folders: app.folders,
      log: app.log,
    }),
  ['db', 'media', 'folders'],
);
