import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDemoLibraryService, type DemoLibraryService } from './demo-library.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo library's status and its removal, a background job resumed at start-up. */
    demoLibrary: DemoLibraryService;
  }
}

export const demoLibraryPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createDemoLibraryService(app);
    app.decorate('demoLibrary', service);
    // Before the database closes, so the batch in hand commits.
    app.addHook('preClose', async () => service.stop());
  },
  { name: 'demoLibrary', dependencies: ['db', 'audit', 'media'] },
);
