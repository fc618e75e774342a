import { createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Accepts gzip/deflate request bodies (the extension compresses its batches: real Ad Library
 * pages are ~1 MiB of JSON per 300 ads). The body limit applies to the decoded bytes, so a small
 * compressed bomb is refused like any oversized body.
 */
export const bodyEncodingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      const encoding = String(request.headers['content-encoding'] ?? 'identity')
        .trim()
        .toLowerCase();
      if (encoding === 'identity' || encoding === '') return payload;
      const decoder =
        encoding === 'gzip' || encoding === 'x-gzip'
          ? createGunzip()
          : encoding === 'deflate'
            ? createInflate()
            : null;
      if (!decoder) {
        throw new AppError(
          'UNSUPPORTED_ENCODING',
          `Codificação do corpo não suportada: ${encoding.slice(0, 20)}. Use gzip.`,
        );
      }
      const encodedLength = Number(request.headers['content-length'] ?? 0);
      payload.on('error', (err) => decoder.destroy(err));
      const decoded = payload.pipe(decoder);
      // Fastify checks content-length against the decoded size unless told what was received.
      (decoded as typeof decoded & { receivedEncodedLength?: number }).receivedEncodedLength = encodedLength;
      // Runs before Fastify's own listener: a corrupt stream is the client's mistake, not a 500.
      decoder.on('error', (err: Error & { code?: string; statusCode?: number }) => {
        err.code = 'CORRUPT_BODY_ENCODING';
        err.statusCode = 400;
      });
      return decoded;
    });
  },
  { name: 'body-encoding' },
);
