import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

// A tiny valid PNG (1x1).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A local "ad CDN" for the test file, serving a creative at `${url}/criativo.png` for the server
 * to archive; `close()` makes it go away (as fbcdn links do).
 */
export const setupAdCdn = () => {
  let server: Server | undefined;
  const cdn = {
    url: '',
    close: () =>
      new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve())),
  };
  beforeAll(async () => {
    const started = createServer((req, res) =>
      req.url === '/criativo.png'
        ? res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
        : res.writeHead(404).end(),
    );
    server = started;
    await new Promise<void>((r) => started.listen(0, '127.0.0.1', r));
    cdn.url = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(() => cdn.close());
  return cdn;
};
