// What every hostile-input test expects of an error answer, and the socket a raw client talks to.
import { ERROR_CODES, type ErrorCode, errorStatus } from '@sniperads/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app';

/** English words a pt-BR message must not carry (Fastify's and Node's own texts). */
export const ENGLISH = /\b(required|expected|invalid|must|received|not found|bad request|too large|error)\b/i;
const KNOWN_CODES = new Set<string>(ERROR_CODES);

export type Envelope = { success: boolean; message: string; code: string; errors?: Record<string, string[]> };

/** The error envelope, with a code of the contract whose status is the one answered, in pt-BR. */
export const expectEnvelope = (res: LightMyRequestResponse, status: number, code?: ErrorCode): Envelope => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Envelope;
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toMatch(ENGLISH);
  expect(KNOWN_CODES.has(body.code), `unknown code ${body.code}`).toBe(true);
  expect(errorStatus(body.code as ErrorCode)).toBe(status);
  if (code) expect(body.code).toBe(code);
  expect(res.body).not.toMatch(/\n\s+at |"stack"/);
  return body;
};

/** The port of the app's server, listening on a free one first if it is not yet. */
export const portOf = async (app: TestContext['app']) => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
