import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** Headers, CORS allowlist. Body limits are set on the Fastify instance itself. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Mantine injects style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Ad creatives come from Meta's CDNs and our own media archive.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      // The extension calls from chrome-extension://<id> with a Bearer token and no cookies
      // (credentials: false), so allowing those origins exposes nothing without the token.
      origin: (origin, cb) => {
        if (!origin) return cb(null, false);
        cb(null, config.corsOrigins.includes(origin) || origin.startsWith('chrome-extension://'));
      },
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Content-Encoding', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
