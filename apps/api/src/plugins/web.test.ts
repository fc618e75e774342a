import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers/app';
import { cacheControlFor, IMMUTABLE } from './web';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const BOOT = 'console.log(1)';
const PAGE = `<!doctype html><title>SniperAds</title><script>${BOOT}</script>${'<p>olá</p>'.repeat(200)}`;
const WORKER = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;

/** A build as apps/web/scripts/precompress.ts leaves it: text files with .br and .gz siblings. */
const writeBuild = (dir: string) => {
  const put = (name: string, content: string, variants = true) => {
    writeFileSync(join(dir, name), content);
    if (!variants) return;
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  };
  mkdirSync(join(dir, 'assets'));
  put('index.html', PAGE);
  put('sw.js', WORKER);
  put('assets/index-Ab12Cd34.js', SCRIPT);
  put('assets/tiny-Ef56Gh78.css', 'a{color:red}', false);
};

describe('the built PWA', () => {
  let t: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'sniperads-web-'));
    writeBuild(webDist);
    t = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers brotli to a browser that accepts it, with vary and year-long immutable caching', async () => {
    for (const accept of ['br', 'gzip, deflate, br, zstd']) {
      const res = await get('/assets/index-Ab12Cd34.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  it('answers gzip to a client that only accepts gzip, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/index-Ab12Cd34.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // A shared cache must not hand this plain copy to a browser that accepts brotli.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/assets/tiny-Ef56Gh78.css', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('a{color:red}');
  });

  it('keeps the service worker and the page revalidated on every load, compressed too', async () => {
    const sw = await get('/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(WORKER);

    for (const url of ['/index.html', '/favoritos', '/mineracao?q=saude']) {
      const page = await get(url, 'gzip, deflate, br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it("lets the page's inline script run: its hash is in the policy", async () => {
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const page = await get('/mineracao');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('cacheControlFor', () => {
  it('reads the file the compressed copy stands for', () => {
    expect(cacheControlFor('/srv/web/sw.js.br')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/assets/login-I7TvMR7H.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('C:\\web\\assets\\index-Cq5C9oHI.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/srv/web/favicon.svg')).toBeUndefined();
  });
});
