import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Scripted answers for the next calls; when it runs out, pages are served. */
export type FakeFailure = { status: number; code: number; message?: string };

/**
 * A local stand-in for graph.facebook.com's ads_archive: pages `ads` by `after` cursor with
 * absolute `paging.next` links, and answers scripted failures (rate limit, temporary, 190) first.
 */
export const startFakeGraph = async (ads: Record<string, unknown>[], pageSize = 2) => {
  const failures: FakeFailure[] = [];
  const requests: URL[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(url);
    res.setHeader('content-type', 'application/json');
    const failure = failures.shift();
    if (failure) {
      res.statusCode = failure.status;
      res.end(
        JSON.stringify({
          error: { message: failure.message ?? 'erro', type: 'OAuthException', code: failure.code },
        }),
      );
      return;
    }
    if (
      !/^\/v\d+\.\d+\/ads_archive$/.test(url.pathname) ||
      url.searchParams.get('access_token') !== 'token-ok'
    ) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', code: 190 } }));
      return;
    }
    const start = Number(url.searchParams.get('after') ?? 0);
    const data = ads.slice(start, start + pageSize);
    const nextStart = start + pageSize;
    const next = new URL(url);
    next.searchParams.set('after', String(nextStart));
    res.end(
      JSON.stringify({
        data,
        paging:
          nextStart < ads.length
            ? { cursors: { before: String(start), after: String(nextStart) }, next: next.toString() }
            : { cursors: { before: String(start), after: String(nextStart) } },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    fail: (...f: FakeFailure[]) => failures.push(...f),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};
