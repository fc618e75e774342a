import { contract } from '@sniperads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const INVALID_TEXT_MESSAGE = 'Texto contém caracteres inválidos.';

/**
 * NUL bytes (PostgreSQL text cannot hold them: the query fails) and lone surrogates (not Unicode:
 * the driver silently turns them into U+FFFD, so what is stored is not what was sent).
 */
const UNSTORABLE_PATTERN =
  '\\u0000|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNSTORABLE = new RegExp(UNSTORABLE_PATTERN);
const UNSTORABLE_ALL = new RegExp(UNSTORABLE_PATTERN, 'g');

/**
 * Bodies relayed raw from a third party, cleaned field by field by their own mapper: the ingest
 * mapper strips these characters from Meta's payloads, and one odd character in a 300-ad page
 * must not lose the other ads.
 */
const RAW_BODIES = new Set(
  [contract.ads.ingestAdvertisements].map((route) => `${route.method} ${route.path}`),
);

/** Enough to point at the problem; a body full of them need not be listed whole. */
const MAX_REPORTED = 10;

/** A field name fit to be echoed back (the name itself may be what holds the characters). */
const printable = (path: string) => path.replace(UNSTORABLE_ALL, '\uFFFD');

/**
 * Paths (`items.0.name`, as the validation errors name fields) of the strings, object keys
 * included, that hold characters nothing can store. Walked without recursion: a deeply nested
 * body must not overflow the stack.
 */
export const unstorablePaths = (root: unknown): string[] => {
  const found: string[] = [];
  const queue: [unknown, string][] = [[root, '']];
  for (let i = 0; i < queue.length && found.length < MAX_REPORTED; i++) {
    const [value, path] = queue[i]!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) found.push(path || '_');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) found.push(printable(at));
      else queue.push([inner, at]);
    }
  }
  return found;
};

const check = (request: FastifyRequest) => {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const paths = [
    ...unstorablePaths(request.params),
    ...unstorablePaths(request.query),
    ...(RAW_BODIES.has(route) ? [] : unstorablePaths(request.body)),
  ];
  if (paths.length === 0) return;
  const field = paths[0]!;
  throw new AppError('INVALID_CHARACTERS', `Texto contém caracteres inválidos no campo ${field}.`, {
    errors: Object.fromEntries(paths.map((path) => [path, [INVALID_TEXT_MESSAGE]])),
  });
};

/**
 * One gate for the text of every request (path parameters, query, JSON body), before any route
 * validates it: NUL bytes and lone surrogates are refused with a 400 naming the field.
 *
 * Refused rather than stripped: the client typed something we cannot keep, and quietly changing
 * it would store (or, for a password, compare) a value the client never sent.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'input-hygiene' },
);
