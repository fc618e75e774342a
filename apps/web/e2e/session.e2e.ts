import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughUi, setupBrowser } from './support/browser';
import {
  adminToken,
  callApi,
  createAccount,
  deviceStorage,
  serviceWorkerReady,
  tokenIn,
} from './support/device';

const browser = setupBrowser();

// A local "ad CDN" whose creative the server archives, so the device caches archived media.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let cdn: Server;
let cdnUrl: string;
beforeAll(async () => {
  cdn = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG));
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => cdn.close(() => r())));

const nav = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first().click();
const EXPIRED = 'Token expirado. Faça login novamente.';

describe('sessions', () => {
  it('"Sair" leaves none of the user’s data on the device', async () => {
    const tester = await createAccount({ is_test: true });
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, tester.email, tester.password);
    await page.waitForURL((url) => url.pathname === '/');
    await serviceWorkerReady(page);
    const token = await tokenIn(page);
    const favoriteUrl = `https://example.com/segredo-${Date.now()}`;
    const fav = await callApi(
      'POST',
      '/favorites/',
      { url: favoriteUrl, page_name: 'Loja Segredo', image: `${cdnUrl}/criativo.png` },
      token,
    );
    const folder = await callApi('POST', '/folders/', { name: 'Pasta Sigilosa' }, token);
    await callApi('POST', `/advertisements/${fav.id}/folders/attach`, { folder_id: folder.id }, token);

    // The favorite's creative, once archived, is served through the service worker's media cache.
    await nav(page, 'Favoritos');
    const img = page.getByTestId('favorite-card').first().locator('img').first();
    await expect
      .poll(
        async () => {
          await page.reload();
          await img.waitFor();
          return img.getAttribute('src');
        },
        { timeout: 20_000 },
      )
      .toMatch(/^\/api\/media\//);
    await nav(page, 'Minhas Pastas');
    await page.getByText('Pasta Sigilosa').first().waitFor();
    await page.waitForFunction(async () => {
      const cache = await caches.open('archived-media-v1');
      return (await cache.keys()).length > 0;
    });
    // The copy is written at most a second after a change; leaving the page writes it at once.
    await page.reload();
    await page.getByText('Pasta Sigilosa').first().waitFor();
    const before = JSON.stringify(await deviceStorage(page));
    expect(before).toContain('Pasta Sigilosa');
    expect(before).toContain(tester.id);

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await expect
      .poll(async () =>
        Object.keys((await deviceStorage(page)).cached).filter((n) => !n.startsWith('workbox-precache')),
      )
      .toEqual([]);
    const after = await deviceStorage(page);
    const text = JSON.stringify(after);
    for (const trace of [tester.id, tester.email, favoriteUrl, 'Loja Segredo', 'Pasta Sigilosa', token]) {
      expect(text).not.toContain(trace);
    }
    expect(after.databases).toEqual([]);
    expect(
      Object.keys(after.local).filter((k) => k.startsWith('sniperads_offline') || k.startsWith('auth')),
    ).toEqual([]);

    // Offline, nothing of the account can be reached any more.
    await context.setOffline(true);
    await page.goto('/favoritos');
    await page.waitForURL(/\/login/);
    expect(await page.getByText('Loja Segredo').count()).toBe(0);
    await context.close();
  });

  it('a revoked session lands on /login saying so, and signing in returns to the page', async () => {
    const user = await createAccount();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await nav(page, 'Favoritos');
    await page.getByRole('heading', { level: 1, name: 'Meus Favoritos' }).waitFor();

    // An admin sets a new password: every session of the account ends at once.
    await callApi('PUT', `/admin/users/${user.id}/password`, { password: 'Trocada123' }, await adminToken());
    await nav(page, 'Palavras-Chave');
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    expect(await deviceStorage(page).then((d) => JSON.stringify(d.local))).not.toContain(user.id);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill('Trocada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/palavras-chave/);
    // Said once: a later visit to /login starts clean.
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    await context.close();
  });

  it('a session revoked while the app was closed says so when the app opens', async () => {
    const user = await createAccount();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await callApi('PUT', `/admin/users/${user.id}/password`, { password: 'Trocada123' }, await adminToken());
    await page.goto('/favoritos');
    await page.waitForURL(/\/login\?redirect=%2Ffavoritos/);
    await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    await context.close();
  });

  it('tells a regular user why Pastas and Studio do not open, instead of sending them away', async () => {
    const user = await createAccount();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/pastas', '/studio']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Recurso exclusivo para testadores' }).waitFor();
      await page.getByText(/só estão liberados para contas de testadores/).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.getByRole('link', { name: 'Voltar para Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
