import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_MESSAGES } from '@sniperads/contract';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, userSession, useTestApp } from '../../../test/helpers/app';

/** A stand-in for `apps/extension/dist/chrome-mv3`: a manifest and a nested script. */
const dist = mkdtempSync(join(tmpdir(), 'sniperads-extension-'));
mkdirSync(join(dist, 'content-scripts'));
writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ manifest_version: 3, version: '9.3.1' }));
writeFileSync(join(dist, 'content-scripts', 'panel.js'), 'console.log("panel")');
const missing = join(dist, 'not-built');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const built = useTestApp({ extension: { distDir: dist, storeUrl: null } });
const behindAppUrl = useTestApp({
  publicUrl: 'https://ads.example.com.br',
  extension: { distDir: dist, storeUrl: 'https://chromewebstore.google.com/detail/sniperads/abc' },
});
const notBuilt = useTestApp({ extension: { distDir: missing, storeUrl: null } });

const filesOf = (body: Buffer) => unzipSync(new Uint8Array(body));
const serverFile = (files: Record<string, Uint8Array>) =>
  JSON.parse(new TextDecoder().decode(files['server.json'])) as unknown;

describe('the extension served by this server', () => {
  it('zips the built extension with the address the user reached, as a named download', async () => {
    const res = await built.app.inject({
      method: 'GET',
      url: '/api/extension/download',
      headers: { host: 'sniper.local:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sniperads-extension-9.3.1.zip"');
    const files = filesOf(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['content-scripts/panel.js', 'manifest.json', 'server.json']);
    expect(serverFile(files)).toEqual({ serverUrl: 'http://sniper.local:8080' });
    expect(new TextDecoder().decode(files['content-scripts/panel.js'])).toBe('console.log("panel")');

    // Another address gets its own package, not the first one's.
    const other = await built.app.inject({
      method: 'GET',
      url: '/api/extension/download',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(serverFile(filesOf(other.rawPayload))).toEqual({ serverUrl: 'http://127.0.0.1:3000' });
  });

  it('uses APP_URL when the operator set it, whatever address the request came to', async () => {
    const res = await behindAppUrl.app.inject({
      method: 'GET',
      url: '/api/extension/download',
      headers: { host: 'internal-node:3000' },
    });
    expect(serverFile(filesOf(res.rawPayload))).toEqual({ serverUrl: 'https://ads.example.com.br' });

    const { token } = await userSession(behindAppUrl);
    const info = await behindAppUrl.app.inject({
      method: 'GET',
      url: '/api/extension',
      headers: bearer(token),
    });
    expect(info.json().data).toEqual({
      version: '9.3.1',
      server_url: 'https://ads.example.com.br',
      available: true,
      file_name: 'sniperads-extension-9.3.1.zip',
      download_path: '/api/extension/download',
      store_url: 'https://chromewebstore.google.com/detail/sniperads/abc',
    });
  });

  it('tells a signed-in user the address and version, and refuses that to a visitor', async () => {
    const { token } = await userSession(built);
    const info = await built.app.inject({
      method: 'GET',
      url: '/api/extension',
      headers: { ...bearer(token), host: 'sniper.local:8080' },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({
      version: '9.3.1',
      server_url: 'http://sniper.local:8080',
      available: true,
      store_url: null,
    });
    const visitor = await built.app.inject({ method: 'GET', url: '/api/extension' });
    expect(visitor.statusCode).toBe(401);
  });

  it('says in Portuguese that the extension was not built, instead of a broken file', async () => {
    const res = await notBuilt.app.inject({ method: 'GET', url: '/api/extension/download' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: EXTENSION_MESSAGES.notBuilt });

    const { token } = await userSession(notBuilt);
    const info = await notBuilt.app.inject({ method: 'GET', url: '/api/extension', headers: bearer(token) });
    expect(info.json().data).toMatchObject({ available: false });
  });

  it('refuses a Host that is not an address, as the client’s mistake', async () => {
    const res = await built.app.inject({
      method: 'GET',
      url: '/api/extension/download',
      headers: { host: 'evil.example@sniper.local' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: EXTENSION_MESSAGES.badAddress });
  });
});
