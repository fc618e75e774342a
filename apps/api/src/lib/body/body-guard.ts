import { Transform } from 'node:stream';
import { AppError } from '../app-error';

export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado é grande demais.';
export const jsonTooDeepMessage = (maxDepth: number) =>
  `O JSON enviado tem níveis aninhados demais (no máximo ${maxDepth}).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

export interface BodyGuardOptions {
  /** Decoded bytes the body may hold; one byte more and the body is refused. */
  maxBytes: number;
  /** Deepest nesting of objects and arrays a JSON body may reach; null for other bodies. */
  maxDepth: number | null;
}

/**
 * Passes a request body through while counting its decoded bytes and, for JSON, how deep its
 * objects and arrays nest, and fails on the first byte past either limit. Fastify buffers the whole
 * body before JSON.parse (and a deep body costs seconds in the parser and what walks its result),
 * so the refusal has to happen here, while the bytes stream, never after.
 *
 * The scan works on bytes: UTF-8 never puts a byte below 0x80 inside a multi-byte character, so
 * quotes, backslashes and brackets are found without decoding. Brackets inside strings do not count.
 */
export const createBodyGuard = ({ maxBytes, maxDepth }: BodyGuardOptions) => {
  let bytes = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  const scan = (chunk: Buffer, limit: number) => {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (++depth > limit) return false;
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    }
    return true;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += buffer.length;
      if (bytes > maxBytes)
        return callback(new AppError('FST_ERR_CTP_BODY_TOO_LARGE', BODY_TOO_LARGE_MESSAGE));
      if (maxDepth !== null && !scan(buffer, maxDepth)) {
        return callback(new AppError('JSON_TOO_DEEP', jsonTooDeepMessage(maxDepth)));
      }
      callback(null, buffer);
    },
  });
};

/** `application/json` and the `+json` types (Fastify's JSON parser takes both). */
export const isJsonContentType = (value: string | undefined) => {
  const type = (value ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
};
