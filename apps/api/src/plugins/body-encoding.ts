import type { Transform } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createBodyGuard, isJsonContentType } from '../lib/body/body-guard';

type Decoded = Transform & { receivedEncodedLength?: number };

const decoderFor = (encoding: string) => {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  throw new AppError(
    'UNSUPPORTED_ENCODING',
    `Codificação do corpo não suportada: ${encoding.slice(0, 20)}. Use gzip.`,
  );
};

/**
 * Accepts gzip/deflate request bodies (the extension compresses its batches: real Ad Library
 * pages are ~1 MiB of JSON per 300 ads), and guards every JSON or compressed body while it
 * streams (lib/body/body-guard.ts): the route's body limit applies to the decoded bytes, JSON may
 * nest at most `jsonMaxDepth` levels, and a refused body stops being read and inflated at once, so
 * a small compressed bomb costs neither the CPU to inflate it nor the memory to hold it.
 */
export const bodyEncodingPlugin = fp(
  async (app: FastifyInstance, { jsonMaxDepth }: { jsonMaxDepth: number }) => {
    app.addHook('preParsing', async (request, reply, payload) => {
      const encoding = String(request.headers['content-encoding'] ?? 'identity')
        .trim()
        .toLowerCase();
      const plain = encoding === 'identity' || encoding === '';
      const json = isJsonContentType(request.headers['content-type']);
      // Multipart and other bodies are read by their own parsers, under their own limits.
      if (plain && !json) return payload;

      const decoder = plain ? null : decoderFor(encoding);
      const guard: Decoded = createBodyGuard({
        maxBytes: request.routeOptions.bodyLimit,
        maxDepth: json ? jsonMaxDepth : null,
      });
      if (decoder) {
        payload.on('error', (err) => decoder.destroy(err));
        // Runs before Fastify's own listener: a corrupt stream is the client's mistake, not a 500.
        decoder.on('error', (err: Error & { code?: string; statusCode?: number }) => {
          err.code = 'CORRUPT_BODY_ENCODING';
          err.statusCode = 400;
          guard.destroy(err);
        });
        payload.pipe(decoder).pipe(guard);
        // Fastify checks content-length against the decoded size unless told what was received.
        guard.receivedEncodedLength = Number(request.headers['content-length'] ?? 0);
      } else {
        payload.pipe(guard);
      }
      guard.once('error', () => {
        // Refused: read and inflate nothing more, and close the connection after the answer
        // instead of draining what is left of the body.
        payload.unpipe();
        decoder?.destroy();
        if (!reply.sent) reply.header('connection', 'close');
      });
      return guard;
    });
  },
  { name: 'body-encoding' },
);
