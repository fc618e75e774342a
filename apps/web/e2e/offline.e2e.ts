import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inject, loginThroughUi, setupBrowser } from './support/browser';
import {
  OFFLINE,
  offlineStateOf,
  openFromMenu,
  saveFavorite,
  serviceWorkerReady,
  signedInPage,
} from './support/device';

const browser = setupBrowser();

/** A full reload of `path` offline: the service worker opens the app, the screen says what it can show. */
const reloadOffline = async (page: Page, path: string) => {
  await page.goto(path);
  return offlineStateOf(page);
};

describe('offline', () => {
  it('gives every screen of a user a state: the stored copy with its sync time, or "Sem conexão"', async () => {
    const { page, context } = await signedInPage(browser, { is_test: true });
    await serviceWorkerReady(page);
    await saveFavorite(page, { url: `https://example.com/off-${Date.now()}`, page_name: 'Loja Offline' });

    // Online first: the screens the device keeps, and a search kept only in memory.
    for (const [link, ready] of [
      ['Favoritos', page.getByText('Loja Offline').first()],
      ['Minhas Pastas', page.getByRole('heading', { level: 1, name: 'Minhas Pastas' })],
      ['Studio Criativa', page.getByRole('heading', { level: 1, name: 'Studio Criativa' })],
      ['Mineração', page.getByRole('article').first()],
    ] as const) {
      await openFromMenu(page, link);
      await ready.waitFor();
    }

    await context.setOffline(true);
    // Moving around without reloading: what is in memory shows, with the time it was fetched.
    await openFromMenu(page, 'Favoritos');
    expect(await offlineStateOf(page)).toBe('cached');
    await page.getByText('Loja Offline').first().waitFor();
    await openFromMenu(page, 'Mineração');
    expect(await offlineStateOf(page)).toBe('cached');
    await page.getByRole('article').first().waitFor();
    await openFromMenu(page, 'Palavras-Chave');
    expect(await offlineStateOf(page)).toBe('no-connection');

    // A cold start offline: what the device keeps, or 'Sem conexão'.
    const expected: Record<string, 'cached' | 'no-connection'> = {
      '/': 'cached',
      '/favoritos': 'cached',
      '/pastas': 'cached',
      '/studio': 'cached',
      '/mineracao': 'no-connection',
      '/ofertas-escaladas': 'no-connection',
      '/interesses-oculto': 'no-connection',
      '/palavras-chave': 'no-connection',
      '/tutorial': 'no-connection',
      '/extensao': 'no-connection',
      '/perfil': 'no-connection',
    };
    const seen: Record<string, string> = {};
    for (const path of Object.keys(expected)) seen[path] = await reloadOffline(page, path);
    expect(seen).toEqual(expected);

    // Back online, a screen that needed the internet loads by itself.
    await page.goto('/palavras-chave');
    await page.getByRole('heading', { name: OFFLINE.noConnection }).waitFor();
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Palavras-Chave' }).waitFor();
    expect(await page.getByRole('heading', { name: OFFLINE.noConnection }).count()).toBe(0);

    // Offline writes are still refused with the clear message.
    await context.setOffline(true);
    await page.goto('/favoritos');
    await page.getByText(OFFLINE.synced).waitFor();
    await page.getByRole('button', { name: 'Adicionar favorito' }).click();
    await page.getByLabel('URL do anúncio').fill('https://example.com/offline-write');
    await page.getByRole('button', { name: 'Salvar favorito' }).click();
    await page.getByText('Você está offline. Conecte-se à internet para salvar alterações.').waitFor();
    await context.close();
  });

  it('gives every admin screen a state offline, never a permission check that waits forever', async () => {
    const admin = inject('admin');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' }).waitFor();
    await serviceWorkerReady(page);
    await context.setOffline(true);

    // In memory from the visit above: the admin dashboard shows, with its time, and so does the
    // users screen, whose first page the dashboard fetched ahead (use-preload-users-screen.ts).
    // Each state is read once the dashboard has left the screen: its own banner must not answer.
    const dashboardTitle = page.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' });
    await openFromMenu(page, 'Auditoria');
    await dashboardTitle.waitFor({ state: 'detached' });
    expect(await offlineStateOf(page)).toBe('no-connection');
    await openFromMenu(page, 'Usuários');
    await page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' }).waitFor();
    expect(await offlineStateOf(page)).toBe('cached');
    await openFromMenu(page, 'Dashboard');
    await dashboardTitle.waitFor();
    expect(await offlineStateOf(page)).toBe('cached');

    for (const path of [
      '/admin',
      '/admin/usuarios',
      '/admin/palavras-chave',
      '/admin/palavras-chave/nova',
      '/admin/tutoriais',
      '/admin/ofertas',
      '/admin/auditoria',
    ]) {
      expect(await reloadOffline(page, path), path).toBe('no-connection');
      expect(await page.getByText('Verificando permissões...').count()).toBe(0);
    }
    // The import form reads nothing: it opens, and says changes wait for the connection.
    await page.goto('/admin/importar-anuncios');
    await page.getByText('Alterações ficam disponíveis quando a conexão voltar.').waitFor();
    await context.close();
  });

  it('"Limpar cache" keeps the app shell: after it the app still opens offline', async () => {
    const { page, context } = await signedInPage(browser);
    await serviceWorkerReady(page);
    await saveFavorite(page, { url: `https://example.com/cc-${Date.now()}`, page_name: 'Loja Cache' });
    await openFromMenu(page, 'Favoritos');
    await page.getByText('Loja Cache').first().waitFor();

    await page.getByRole('button', { name: 'Instalar app e opções' }).click();
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('menuitem', { name: 'Limpar cache' }).click();
    await page.getByText('Cache Limpo').waitFor();
    await reloaded;
    // The app shell is still precached; the data came back from the server after the reload.
    const shell = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((n) => n.startsWith('workbox-precache'));
      return { names, entries: precache ? (await (await caches.open(precache)).keys()).length : 0 };
    });
    expect(shell.entries).toBeGreaterThan(10);
    await page.getByText('Loja Cache').first().waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meus Favoritos' }).waitFor();
    await page.getByText(OFFLINE.synced).waitFor();
    await page.getByText('Loja Cache').first().waitFor();
    await context.close();
  });
});
