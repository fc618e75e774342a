import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  bearer,
  buildTestApp,
  createApiToken,
  createUser,
  type TestContext,
  useTestApp,
} from './helpers/app';
import { ENGLISH, expectEnvelope, portOf } from './helpers/error-envelope';
import { adInput } from './helpers/factories';
import { until } from './helpers/until';

const gzipJson = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
/** ~1 KB of gzip that inflates to half a million nested arrays (issue 25: 3–5 s of a frozen API). */
const nestedBomb = (prefix: string, suffix: string, depth = 500_000) =>
  gzipSync(`${prefix}${'['.repeat(depth)}${']'.repeat(depth)}${suffix}`, { level: 9 });

/** What a raw client reads back: the status line, the headers and whether the server hung up. */
interface RawAnswer {
  text: string;
  closed: boolean;
}
const rawClient = (port: number) => {
  const socket: Socket = connect(port, '127.0.0.1');
  const answer: RawAnswer = { text: '', closed: false };
  socket.on('data', (chunk) => {
    answer.text += chunk.toString('utf8');
  });
  socket.on('error', () => {}); // the server may reset a connection it cut
  socket.on('close', () => {
    answer.closed = true;
  });
  return { socket, answer };
};
const statusOf = (answer: RawAnswer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1]);
const bodyOf = (answer: RawAnswer) => JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4));

describe('JSON nesting is refused while the body streams, before parsing', () => {
  const t = useTestApp();

  it('answers a nested gzip bomb on a public route with a pt-BR 400 (was seconds of a frozen API)', async () => {
    const body = nestedBomb('{"email":', ',"password":"Senha123"}');
    expect(body.length).toBeLessThan(1100);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/', headers: gzipJson, payload: body });
    const envelope = expectEnvelope(res, 400, 'JSON_TOO_DEEP');
    expect(envelope.message).toBe(
      `O JSON enviado tem níveis aninhados demais (no máximo ${t.config.requests.jsonMaxDepth}).`,
    );
  });

  it('refuses it on ingest, from an extension token, before mapping a single item', async () => {
    const user = await createUser(t.database);
    const token = await createApiToken(t.database, user.id);
    const item = JSON.stringify(adInput());
    const body = nestedBomb(`{"ads":[${item},{"id":"1","snapshot":`, '}]}', 200_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...gzipJson, ...bearer(token) },
      payload: body,
    });
    expectEnvelope(res, 400, 'JSON_TOO_DEEP');
  });

  it('still reads deep-enough JSON and brackets inside strings', async () => {
    const user = await createUser(t.database);
    const token = await createApiToken(t.database, user.id);
    const ad = adInput({ ad_creative_bodies: [`${'['.repeat(5000)} promoção {{{`] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/advertisements/ingest',
      headers: { ...gzipJson, ...bearer(token) },
      payload: gzipSync(JSON.stringify({ ads: [ad] })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created).toBe(1);
  });
});

describe('a compressed body is inflated only up to the route limit', () => {
  const t = useTestApp();

  it('answers 413 at the cap and stops reading and inflating the rest of the bomb', async () => {
    // 64 MiB of zeros per gzip member (~64 KiB); concatenated members inflate one after the other.
    const member = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 1 });
    const members = 32;
    let pulled = 0;
    const payload = new Readable({
      highWaterMark: 1,
      read() {
        pulled += 1;
        this.push(pulled <= members ? member : null);
      },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/', headers: gzipJson, payload });
    expectEnvelope(res, 413, 'FST_ERR_CTP_BODY_TOO_LARGE');
    // Before the fix the refused stream kept flowing: gigabytes inflated into nothing, for seconds.
    const keptReading = await until(
      'the server reads on past the cap',
      async () => pulled,
      (n) => n > 8,
      5000,
    ).then(
      () => true,
      () => false,
    );
    expect(keptReading).toBe(false);
  });
});

describe('bodies that never finish arriving', () => {
  let t: TestContext;
  let port = 0;
  beforeAll(async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(40) }).requests;
    t = await buildTestApp({ requests: { ...defaults, timeoutMs: 1000 } });
    port = await portOf(t.app);
  });
  afterAll(() => t.close());

  it('are cut with a pt-BR 408 whether the client goes quiet or trickles', async () => {
    const head = (length: number) =>
      'POST /api/auth/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${length}\r\n\r\n`;
    const quiet = Array.from({ length: 20 }, () => {
      const client = rawClient(port);
      client.socket.write(`${head(100_000)}{"email":"`);
      return client;
    });
    const trickler = rawClient(port);
    trickler.socket.write(`${head(100_000)}{"email":"`);
    const drip = setInterval(() => {
      if (!trickler.answer.closed) trickler.socket.write('a');
    }, 100);
    try {
      for (const { answer } of [...quiet, trickler]) {
        await until('the server cuts the request', async () => answer.closed, Boolean);
        expect(statusOf(answer)).toBe(408);
        const envelope = bodyOf(answer);
        expect(envelope).toMatchObject({ success: false, code: 'REQUEST_TIMEOUT' });
        expect(envelope.message).not.toMatch(ENGLISH);
      }
    } finally {
      clearInterval(drip);
    }
  });
});
