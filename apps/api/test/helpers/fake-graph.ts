import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useFixture } from './fixture';

export interface FakeGraphAnswer {
  status?: number;
  body: unknown;
}

/**
 * A local stand-in for graph.facebook.com: each request is recorded and answered by `handler`
 * (given the parsed URL). Point META_GRAPH_URL / the client's baseUrl at `url`.
 */
export const startFakeGraph = async (handler: (url: URL, call: number) => FakeGraphAnswer) => {
  const requests: URL[] = [];
  let server: Server | undefined;
  const url = await new Promise<string>((resolve) => {
    server = createServer((req, res) => {
      const parsed = new URL(req.url ?? '/', 'http://fake.graph');
      requests.push(parsed);
      const answer = handler(parsed, requests.length);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
    );
  });
  return {
    url,
    requests,
    close: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
};

export const graphError = (code: number, message = 'error', status = 400): FakeGraphAnswer => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'Afake' } },
});

/** Scripted failures answered before any page (rate limit, temporary error, 190…). */
export type FakeFailure = { status: number; code: number; message?: string };

/**
 * ads_archive on the fake: pages `ads` by the `after` cursor with absolute `paging.next` links,
 * refuses any token but 'token-ok' with code 190, and answers queued failures first.
 */
export const startFakeAdsArchive = async (ads: Record<string, unknown>[], pageSize = 2) => {
  const failures: FakeFailure[] = [];
  let base = '';
  const fake = await startFakeGraph((url) => {
    const failure = failures.shift();
    if (failure) return graphError(failure.code, failure.message ?? 'erro', failure.status);
    if (
      !/^\/v\d+\.\d+\/ads_archive$/.test(url.pathname) ||
      url.searchParams.get('access_token') !== 'token-ok'
    ) {
      return graphError(190, 'Invalid OAuth access token.');
    }
    const start = Number(url.searchParams.get('after') ?? 0);
    const nextStart = start + pageSize;
    const next = new URL(`${url.pathname}${url.search}`, base);
    next.searchParams.set('after', String(nextStart));
    const cursors = { before: String(start), after: String(nextStart) };
    return {
      body: {
        data: ads.slice(start, nextStart),
        paging: nextStart < ads.length ? { cursors, next: next.toString() } : { cursors },
      },
    };
  });
  base = fake.url;
  return { ...fake, fail: (...f: FakeFailure[]) => failures.push(...f) };
};

/** startFakeGraph for the whole file: started before its tests (and its app), closed after them. */
export const useFakeGraph = (handler: Parameters<typeof startFakeGraph>[0]) =>
  useFixture(
    'the fake Graph server',
    () => startFakeGraph(handler),
    (fake) => fake.close(),
  );

/** startFakeAdsArchive for the whole file, like useFakeGraph. */
export const useFakeAdsArchive = (...args: Parameters<typeof startFakeAdsArchive>) =>
  useFixture(
    'the fake ads_archive',
    () => startFakeAdsArchive(...args),
    (fake) => fake.close(),
  );

/** The app's Meta settings pointing at a fake, with the token it accepts. */
export const fakeMeta = (fake: { url: string }, accessToken = 'token-ok') => ({
  meta: { accessToken, graphVersion: 'v23.0', graphUrl: fake.url },
});
