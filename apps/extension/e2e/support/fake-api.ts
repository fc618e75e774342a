import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { allCreatedReport, sessionData, testUuid } from '../../test/api-answers';

export type Received = { method: string; path: string; headers: Record<string, unknown>; body: unknown };

/**
 * A stand-in SniperAds API that records exactly what the extension sends (after gunzip) and
 * answers like the real one, CORS for the extension's origin included.
 */
export const startFakeApi = async (userName: string) => {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const headers = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-headers': 'Authorization, Content-Type, Content-Encoding',
      'access-control-allow-methods': 'GET, POST',
      'content-type': 'application/json',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const body = raw.length ? JSON.parse(raw.toString()) : null;
      const path = req.url ?? '/';
      received.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const reply = (status: number, data: unknown) =>
        res.writeHead(status, headers).end(JSON.stringify({ success: true, data }));
      if (path === '/api/tokens/current')
        return reply(200, sessionData({ name: userName, email: 'e2e@example.com' }));
      if (path === '/api/advertisements/ingest') {
        const { ads } = body as { ads: { ad_archive_id: string }[] };
        return reply(
          200,
          allCreatedReport(ads, (ad) => testUuid(ad.ad_archive_id)),
        );
      }
      if (/^\/api\/advertisements\/[\w-]+\/favorites$/.test(path)) return reply(201, {});
      res.writeHead(404, headers).end(JSON.stringify({ success: false, message: 'Rota não encontrada' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
