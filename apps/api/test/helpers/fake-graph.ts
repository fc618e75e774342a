import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
