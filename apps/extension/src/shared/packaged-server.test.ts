import { EXTENSION_DEFAULT_SERVER_URL } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/fakes';
import { adoptPackagedServer, readPackagedServerUrl } from './packaged-server';
import { readSettings } from './storage';

const FILE = 'chrome-extension://abc/server.json';
const serving = (body: unknown, status = 200) =>
  (async (url: RequestInfo | URL) =>
    String(url) === FILE
      ? new Response(JSON.stringify(body), { status })
      : Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
const noFile = (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;

describe('the server address packaged by the server it was downloaded from', () => {
  it('reads the address from server.json, normalised', async () => {
    expect(await readPackagedServerUrl(serving({ serverUrl: 'https://ads.example.com.br/' }), FILE)).toBe(
      'https://ads.example.com.br',
    );
    expect(await readPackagedServerUrl(serving({ serverUrl: 'http://127.0.0.1:3000' }), FILE)).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('ignores a missing file, garbage, and an address the options would refuse', async () => {
    expect(await readPackagedServerUrl(noFile, FILE)).toBeNull();
    expect(await readPackagedServerUrl(serving({ url: 'https://x.com' }), FILE)).toBeNull();
    expect(await readPackagedServerUrl(serving({ serverUrl: 'http://192.168.0.10:3000' }), FILE)).toBeNull();
    expect(await readPackagedServerUrl(serving({ serverUrl: 'javascript:alert(1)' }), FILE)).toBeNull();
  });

  it('becomes the default on install instead of the built-in address', async () => {
    const { store } = memoryStore();
    expect((await readSettings(store)).serverUrl).toBe(EXTENSION_DEFAULT_SERVER_URL);
    expect(await adoptPackagedServer(store, 'https://ads.example.com.br')).toBe(true);
    expect(await readSettings(store)).toEqual({
      serverUrl: 'https://ads.example.com.br',
      token: '',
      autoCapture: true,
    });
  });

  it('never replaces an address the user chose, and keeps the token when it replaces the default', async () => {
    const chosen = memoryStore({
      settings: { serverUrl: 'https://mine.example', token: 'sa_a_b', autoCapture: false },
    });
    expect(await adoptPackagedServer(chosen.store, 'https://ads.example.com.br')).toBe(false);
    expect((await readSettings(chosen.store)).serverUrl).toBe('https://mine.example');

    const untouched = memoryStore({
      settings: { serverUrl: EXTENSION_DEFAULT_SERVER_URL, token: 'sa_a_b', autoCapture: false },
    });
    await adoptPackagedServer(untouched.store, 'https://ads.example.com.br');
    expect(await readSettings(untouched.store)).toEqual({
      serverUrl: 'https://ads.example.com.br',
      token: 'sa_a_b',
      autoCapture: false,
    });
    expect(await adoptPackagedServer(memoryStore().store, null)).toBe(false);
  });
});
