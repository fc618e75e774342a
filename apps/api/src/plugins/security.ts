import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * The CSP sources of the inline scripts of a page (`'sha256-…'`): the PWA's index.html carries
 * one, written by its build (apps/web/build/boot-preload.ts), that asks for a signed-in screen's
 * files while the page is parsed. Scripts with `src` and JSON data blocks are not inline code.
 */
export const inlineScriptHashes = (html: string) => {
  const hashes: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes))
      continue;
    hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
};

/** The inline scripts' hashes of the built PWA served from `webDist`, if there is one. */
export const webScriptHashes = (webDist: string) => {
  const page = join(webDist, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
};

const helmetOptions = (scriptHashes: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Nothing inline runs but the page's own scripts, named by their hash.
      scriptSrc: ["'self'", ...scriptHashes],
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

/**
 * The headers helmet sets with these options. None depends on the request (no CSP nonces), so they
 * are computed once, by helmet itself, instead of by @fastify/helmet on every request (about 2 %
 * of an authenticated request's CPU in issue 14's profile).
 */
export const securityHeaders = (scriptHashes: readonly string[] = []): Record<string, string> => {
  const options = helmetOptions(scriptHashes);
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
};

/**
 * Every API answer: its JSON holds an account's data (favorites, folders, the dashboard, a session
 * token), and a shared computer's disk cache would keep it after 'Sair' (issue 25). Set before any
 * other hook, so answers sent early (lib/answer-cache.ts) and error answers carry it too. Files that
 * may be kept (archived media, avatars, demo creatives) set their own Cache-Control when served.
 */
export const API_CACHE_CONTROL = 'no-store';

/** Headers, CORS allowlist. Body limits are set on the Fastify instance itself. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = securityHeaders(webScriptHashes(config.webDist));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.url.startsWith('/api')) reply.header('cache-control', API_CACHE_CONTROL);
      done();
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
