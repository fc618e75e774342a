import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error';

/** Files that must be revalidated on every load so a new release is picked up. */
const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The caching of a file of the build, by its path on disk (the .br/.gz sibling the request was
 * answered with counts as the file itself). Vite names everything under assets/ by content hash,
 * so those never change; the entry points must be revalidated; the rest keeps the default.
 */
export const cacheControlFor = (path: string): string | undefined => {
  const logical = path.replace(/\.(?:br|gz)$/, '');
  const file = logical.split(/[\\/]/).pop() ?? '';
  if (NO_CACHE.has(file)) return 'no-cache';
  if (/[\\/]assets[\\/]/.test(logical)) return IMMUTABLE;
  return undefined;
};

/**
 * Serves the built PWA from the same process as the API, with the SPA fallback to index.html.
 * The build ships brotli and gzip copies of its text files (apps/web/scripts/precompress.ts): a
 * request that accepts one gets it as it is, with `Vary: accept-encoding`. Unknown /api paths
 * get the JSON 404 envelope instead.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const hasWeb = existsSync(join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (res, path) => {
          const cacheControl = cacheControlFor(path);
          if (cacheControl) res.header('cache-control', cacheControl);
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
