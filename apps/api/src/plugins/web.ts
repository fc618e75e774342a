import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error';

/** Files that must be revalidated on every load so a new release is picked up. */
const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/**
 * Serves the built PWA from the same process as the API, with the SPA fallback to index.html.
 * Unknown /api paths get the JSON 404 envelope instead.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const hasWeb = existsSync(join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        setHeaders: (res, path) => {
          const file = path.split(/[\\/]/).pop() ?? '';
          if (NO_CACHE.has(file)) res.header('cache-control', 'no-cache');
          else if (/[\\/]assets[\\/]/.test(path))
            res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn({ webDist }, 'web build not found: serving the API only');
    }
    app.setNotFoundHandler(async (request, reply) => {
      // '/api', '/api/…' and '/api?…' are the API's; '/apiario' is a page like any other.
      const isApi = /^\/api(?:[/?#]|$)/.test(request.url);
      const wantsPage = request.method === 'GET' && !isApi && hasWeb;
      if (wantsPage) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      throw notFound('Recurso não encontrado.');
    });
  },
  { name: 'web' },
);
