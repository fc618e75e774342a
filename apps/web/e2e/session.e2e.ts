import { describe, expect, it } from 'vitest';
import { setupAdCdn } from './support/ad-cdn';
import { loginThroughUi, setupBrowser } from './support/browser';
import {
  adminToken,
  callApi,
  createAccount,
  deviceStorage,
  openFromMenu,
  serviceWorkerReady,
  signedInPage,
  tokenIn,
} from './support/device';

const browser = setupBrowser();
const cdn = setupAdCdn();
const EXPIRED = 'Token expirado. Faça login novamente.';

describe('sessions', () => {
  it('"Sair" leaves none of the user’s data on the device', async () => {
    const { account: tester, page, context } = await signedInPage(browser, { is_test: true, plan: 'pro' });
    await serviceWorkerReady(page);
    const token = await tokenIn(page);
    const favoriteUrl = `https://example.com/segredo-${Date.now()}`;
    const fav = await callApi(
      'POST',
      '/favorites/',
      { url: favoriteUrl, page_name: 'Loja Segredo', image: `${cdn.url}/criativo.png` },
      token,
    );
    const folder = await callApi('POST', '/folders/', { name: 'Pasta Sigilosa' }, token);
    await callApi('POST', `/advertisements/${fav.id}/folders/attach`, { folder_id: folder.id }, token);

    // The favorite's creative, once archived, is served through the service worker's media cache.
    await openFromMenu(page, 'Favoritos');
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
    await openFromMenu(page, 'Minhas Pastas');
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

  it('a signed-in cold start asks for its screen while the page is parsed, as the page policy allows', async () => {
    const { page } = await signedInPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      asked.push(url.pathname + url.search);
    });
    await page.goto('/mineracao');
    await page.getByRole('button', { name: /Filtros/ }).waitFor();
    // index.html's boot script (build/boot-preload.ts) added the screen's files...
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
    expect(preloaded.some((href) => /^\/assets\/mining-/.test(href))).toBe(true);
    // ...and sent its first reads, which the screen adopted instead of asking again.
    expect(asked.filter((path) => path === '/api/advertisements/?page=1&per_page=6')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/favorites/advertisement-ids')).toHaveLength(1);
    expect(refused).toEqual([]);
  });

  it('an admin screen opened cold reads the role once, and closes to an admin demoted meanwhile', async () => {
    const account = await createAccount({ is_admin: true, name: 'Admin Rebaixado' });
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, account.email, account.password);
    await page.waitForURL(/\/admin$/);
    const roleReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') roleReads.push(request.url());
    });
    await page.goto('/admin/usuarios');
    await page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' }).waitFor();
    await page
      .getByRole('cell', { name: /Admin Rebaixado/ })
      .first()
      .waitFor();
    // The start-up session check's read serves the admin area's re-check too.
    await page.waitForLoadState('networkidle');
    expect(roleReads).toHaveLength(1);

    await callApi('PUT', `/admin/users/${account.id}`, { is_admin: false }, await adminToken());
    await page.goto('/admin/usuarios');
    await page.getByText('Acesso Negado').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Gerenciar Usuários' }).count()).toBe(0);
    await context.close();
  });

  it('a revoked session lands on /login saying so, and signing in returns to the page', async () => {
    const { account: user, page, context } = await signedInPage(browser);
    await openFromMenu(page, 'Favoritos');
    await page.getByRole('heading', { level: 1, name: 'Meus Favoritos' }).waitFor();

    // An admin sets a new password: every session of the account ends at once.
    await callApi('PUT', `/admin/users/${user.id}/password`, { password: 'Trocada123' }, await adminToken());
    await openFromMenu(page, 'Palavras-Chave');
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
    const { account: user, page, context } = await signedInPage(browser);
    await callApi('PUT', `/admin/users/${user.id}/password`, { password: 'Trocada123' }, await adminToken());
    await page.goto('/favoritos');
    await page.waitForURL(/\/login\?redirect=%2Ffavoritos/);
    await page.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    await context.close();
  });

  it('tells a regular user why the Studio does not open, instead of sending them away', async () => {
    const { page, context } = await signedInPage(browser);
    await page.goto('/studio');
    await page.getByRole('heading', { name: 'Recurso exclusivo para testadores' }).waitFor();
    await page.getByText(/só está liberado para contas de testadores/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/studio');
    await page.getByRole('link', { name: 'Voltar para Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
