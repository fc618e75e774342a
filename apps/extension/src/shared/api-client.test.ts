import { describe, expect, it } from 'vitest';
import { fakeServer, SETTINGS, sessionBody } from '../../test/fakes';
import { createApiClient, parseRetryAfter } from './api-client';
import { TEXTS } from './texts';

const client = (fetch: typeof globalThis.fetch) =>
  createApiClient(SETTINGS.serverUrl, SETTINGS.token, { fetch });
const SESSION = '/api/tokens/current';

describe('API client', () => {
  it('sends the token as a bearer to the configured server only, and reads the session', async () => {
    const server = fakeServer({ [SESSION]: [{ status: 200, body: sessionBody() }] });
    const res = await client(server.fetch).getSession();
    expect(res.ok && res.data.user.name).toBe('Ana Souza');
    expect(server.calls[0]?.url).toBe('https://sniper.test/api/tokens/current');
    expect(server.calls[0]?.headers.Authorization).toBe(`Bearer ${SETTINGS.token}`);
  });

  it("accepts an older server's session without folders or limits", async () => {
    const body = { success: true, data: { user: { id: 'u', name: 'Bia', email: 'b@x.com' }, token: null } };
    const res = await client(fakeServer({ [SESSION]: [{ status: 200, body }] }).fetch).getSession();
    expect(res.ok && [res.data.folders, res.data.ingest, res.data.can_use_folders]).toEqual([
      [],
      null,
      false,
    ]);
  });

  it.each([
    [401, 'Token revogado', 'unauthorized', 'Token revogado'],
    [403, 'Permissão insuficiente', 'forbidden', 'Permissão insuficiente'],
    [429, 'Calma', 'rate-limited', 'Calma'],
    [503, 'Em manutenção', 'server', 'Em manutenção'],
  ])('passes on the API message of a %i', async (status, message, kind, shown) => {
    const server = fakeServer({ [SESSION]: [{ status, body: { success: false, message } }] });
    const res = await client(server.fetch).getSession();
    expect(res).toMatchObject({ ok: false, kind, status, message: shown });
  });

  it('has its own pt-BR message when the answer is not the envelope', async () => {
    const cases = [
      [{ status: 401, raw: 'Unauthorized' }, 'unauthorized', TEXTS.unauthorized],
      [{ status: 502, raw: '<html>Bad gateway</html>' }, 'server', TEXTS.server(502)],
      [{ status: 200, raw: '<!doctype html><title>Outro site</title>' }, 'invalid-response', TEXTS.notJson],
      [{ status: 200, body: { success: true, data: { nada: 1 } } }, 'invalid-response', TEXTS.badAnswer],
      [{ status: 413, raw: '' }, 'too-large', TEXTS.tooLarge],
      [{ status: 400, body: { nope: true } }, 'bad-request', TEXTS.httpError(400)],
    ] as const;
    for (const [reply, kind, message] of cases) {
      const res = await client(fakeServer({ [SESSION]: [reply] }).fetch).getSession();
      expect(res).toMatchObject({ ok: false, kind, message });
    }
  });

  it('says it could not connect when the network fails', async () => {
    const res = await client(fakeServer({ [SESSION]: ['network-error'] }).fetch).getSession();
    expect(res).toMatchObject({ ok: false, kind: 'network', status: null, message: TEXTS.network });
  });

  it('reads Retry-After in seconds or as a date', async () => {
    const server = fakeServer({
      [SESSION]: [{ status: 429, body: { success: false, message: 'x' }, headers: { 'Retry-After': '42' } }],
    });
    const res = await client(server.fetch).getSession();
    expect(!res.ok && res.retryAfterMs).toBe(42_000);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('gzips ingest bodies and says so', async () => {
    const server = fakeServer({
      '/api/advertisements/ingest': [
        {
          status: 200,
          body: { success: true, data: { created: 0, updated: 0, unchanged: 0, rejected: 0, results: [] } },
        },
      ],
    });
    await client(server.fetch).ingest([{ ad_archive_id: '1' }]);
    expect(server.calls[0]?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(server.calls[0]?.body).toEqual({ ads: [{ ad_archive_id: '1' }] });
  });
});
