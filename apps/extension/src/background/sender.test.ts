import { describe, expect, it } from 'vitest';
import { websiteAd } from '../../test/ad-fixtures';
import { type Call, fakeServer, ingestOk, makeDeps, memoryStore, sessionBody } from '../../test/fakes';
import { readStatus } from '../shared/storage';
import { takeCapturedAds } from './intake';
import { flushQueue } from './sender';

const INGEST = '/api/advertisements/ingest';
const SESSION = '/api/tokens/current';
const ads = (n: number) => Array.from({ length: n }, (_, i) => websiteAd(i + 1));
const sentIds = (calls: Call[]) =>
  calls
    .filter((c) => c.url.endsWith(INGEST))
    .map((c) => (c.body as { ads: { ad_archive_id: string }[] }).ads.map((a) => a.ad_archive_id.slice(-2)));

describe('sender', () => {
  it('sends the queue in batches of the session max_batch, gzipped, and empties it', async () => {
    const server = fakeServer({
      [SESSION]: [
        { status: 200, body: sessionBody({ max_batch: 2, max_body_bytes: 1_000_000, ads_per_minute: 60 }) },
      ],
      [INGEST]: ingestOk,
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(5), true);
    expect(await flushQueue(deps)).toBe('sent');
    expect(sentIds(server.calls)).toEqual([['01', '02'], ['03', '04'], ['05']]);
    expect(server.calls.find((c) => c.url.endsWith(INGEST))?.headers['Content-Encoding']).toBe('gzip');
    expect(await deps.queue.size()).toBe(0);
    const status = await readStatus(deps.store);
    expect([status.sentCount, status.capturedCount, status.lastSyncAt]).toEqual([5, 5, deps.now()]);
    // Captured again unchanged: nothing new to send.
    expect(await takeCapturedAds(deps, ads(5), true)).toBe(0);
  });

  it('never asks for more than 500 per request, whatever the session says', async () => {
    const server = fakeServer({
      [SESSION]: [
        {
          status: 200,
          body: sessionBody({ max_batch: 5000, max_body_bytes: 50_000_000, ads_per_minute: 10_000 }),
        },
      ],
      [INGEST]: ingestOk,
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(501), true);
    await flushQueue(deps);
    expect(sentIds(server.calls).map((b) => b.length)).toEqual([500, 1]);
  });

  it('splits a batch the server finds too large (413) until each part fits', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: (call) =>
        (call.body as { ads: unknown[] }).ads.length > 2
          ? { status: 413, body: { success: false, message: 'Corpo grande demais' } }
          : ingestOk(call),
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(5), true);
    expect(await flushQueue(deps)).toBe('sent');
    expect(sentIds(server.calls)).toEqual([
      ['01', '02', '03', '04', '05'],
      ['01', '02', '03'],
      ['01', '02'],
      ['03'],
      ['04', '05'],
    ]);
    expect(await deps.queue.size()).toBe(0);
  });

  it('drops rejected items from the queue and reports their reason', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: (call) => {
        const reply = ingestOk(call) as { status: number; body: { data: { results: object[] } } };
        reply.body.data.results[1] = {
          index: 1,
          ad_archive_id: websiteAd(2).ad_archive_id,
          id: null,
          shape: 'website',
          status: 'rejected',
          reason: 'nome da página (page_name) ausente',
        };
        return reply;
      },
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(2), true);
    await flushQueue(deps);
    expect(await deps.queue.size()).toBe(0);
    const status = await readStatus(deps.store);
    expect(status.errors[0]?.message).toBe(
      `Anúncio ${websiteAd(2).ad_archive_id} recusado: nome da página (page_name) ausente`,
    );
    expect(status.sentCount).toBe(1);
  });

  it('stops sending on a 401 and shows the API message until the options change', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: [{ status: 401, body: { success: false, message: 'Token revogado. Gere um novo token.' } }],
    });
    const { deps, alarms } = makeDeps({ fetch: server.fetch });
    alarms.at = 123;
    await takeCapturedAds(deps, ads(3), true);
    expect(await flushQueue(deps)).toBe('blocked');
    expect(await flushQueue(deps, true)).toBe('blocked');
    expect(sentIds(server.calls)).toHaveLength(1);
    expect(alarms.at).toBeNull();
    expect(await deps.queue.size()).toBe(3);
    expect((await readStatus(deps.store)).authError).toBe('Token revogado. Gere um novo token.');
  });

  it('a 403 on the session check blocks too', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 403, body: { success: false, message: 'Este token não pode ler anúncios.' } }],
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(1), true);
    expect(await flushQueue(deps)).toBe('blocked');
    expect((await readStatus(deps.store)).authError).toBe('Este token não pode ler anúncios.');
  });

  it("waits as long as a 429's Retry-After asks, keeping the queue", async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: [
        {
          status: 429,
          body: { success: false, message: 'Limite por minuto' },
          headers: { 'Retry-After': '90' },
        },
        { status: 200, body: {} },
      ],
    });
    const { deps, alarms, clock } = makeDeps({ fetch: server.fetch });
    const start = clock.t;
    await takeCapturedAds(deps, ads(2), true);
    expect(await flushQueue(deps)).toBe('retry');
    expect(alarms.at).toBe(start + 90_000);
    expect(await deps.queue.size()).toBe(2);
    clock.t = start + 60_000;
    expect(await flushQueue(deps)).toBe('waiting');
    expect(sentIds(server.calls)).toHaveLength(1);
  });

  it('backs off exponentially while offline or on 5xx, then recovers and resets', async () => {
    let down = 3;
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: (call) => (down-- > 0 ? { status: 503, raw: 'Service Unavailable' } : ingestOk(call)),
    });
    const { deps, alarms, clock } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(1), true);
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await flushQueue(deps)).toBe('retry');
      delays.push(alarms.at! - clock.t);
      clock.t = alarms.at!;
    }
    // random() = 0.5: three quarters of 30 s, 60 s, 120 s.
    expect(delays).toEqual([22_500, 45_000, 90_000]);
    expect((await readStatus(deps.store)).errors).toHaveLength(1);
    expect(await flushQueue(deps)).toBe('sent');
    const status = await readStatus(deps.store);
    expect([status.attempt, status.nextAttemptAt]).toEqual([0, null]);
  });

  it('treats a network failure like an outage', async () => {
    const server = fakeServer({ [SESSION]: ['network-error'] });
    const { deps, alarms } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(1), true);
    expect(await flushQueue(deps)).toBe('retry');
    expect(alarms.at).not.toBeNull();
    expect((await readStatus(deps.store)).errors[0]?.message).toMatch(
      /Não foi possível conectar ao servidor/,
    );
  });

  it('falls back to plain JSON for a server that refuses gzip (415)', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: (call) =>
        call.headers['Content-Encoding'] === 'gzip'
          ? { status: 415, body: { success: false, message: 'Codificação não suportada' } }
          : ingestOk(call),
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(2), true);
    expect(await flushQueue(deps)).toBe('sent');
    expect(await deps.queue.size()).toBe(0);
    expect((await readStatus(deps.store)).plainBodies).toBe(true);
  });

  it('sends plain JSON to a server that reads gzip bodies as broken JSON (400)', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: (call) =>
        call.headers['Content-Encoding'] === 'gzip'
          ? { status: 400, body: { success: false, message: 'JSON inválido' } }
          : ingestOk(call),
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(3), true);
    expect(await flushQueue(deps)).toBe('sent');
    expect((await readStatus(deps.store)).sentCount).toBe(3);
    await takeCapturedAds(deps, [websiteAd(9)], true);
    await flushQueue(deps);
    expect(
      server.calls.filter((c) => c.url.endsWith(INGEST)).map((c) => c.headers['Content-Encoding']),
    ).toEqual(['gzip', undefined, undefined]);
  });

  it("keeps within the token's ads per minute, and goes on when the minute is over", async () => {
    const server = fakeServer({
      [SESSION]: [
        { status: 200, body: sessionBody({ max_batch: 100, max_body_bytes: 1_000_000, ads_per_minute: 3 }) },
      ],
      [INGEST]: ingestOk,
    });
    const { deps, alarms, clock } = makeDeps({ fetch: server.fetch });
    const start = clock.t;
    await takeCapturedAds(deps, ads(5), true);
    expect(await flushQueue(deps)).toBe('waiting');
    expect(sentIds(server.calls)).toEqual([['01', '02', '03']]);
    expect(alarms.at).toBe(start + 60_000);
    clock.t = alarms.at!;
    expect(await flushQueue(deps)).toBe('sent');
    expect(sentIds(server.calls)).toEqual([
      ['01', '02', '03'],
      ['04', '05'],
    ]);
  });

  it('sends plain JSON when the gzip request cannot get through (CORS preflight) but a plain one can', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: (call) => (call.headers['Content-Encoding'] === 'gzip' ? 'network-error' : ingestOk(call)),
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    await takeCapturedAds(deps, ads(2), true);
    expect(await flushQueue(deps)).toBe('sent');
    expect((await readStatus(deps.store)).plainBodies).toBe(true);
  });

  it('sends nothing without a token', async () => {
    const server = fakeServer({});
    const { deps } = makeDeps({ fetch: server.fetch, store: memoryStore().store });
    await takeCapturedAds(deps, ads(1), true);
    expect(await flushQueue(deps)).toBe('not-configured');
    expect(server.calls).toHaveLength(0);
  });
});
