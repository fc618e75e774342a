import { servicePlugin } from '../../lib/service-plugin';
import { createFoldersService, type FoldersService } from './folders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A user's folders (`folders`): favorites check a folder through it, the extension lists them. */
    folders: FoldersService;
  }
}

export const foldersPlugin = servicePlugin('folders', (app) => createFoldersService(app.db));
