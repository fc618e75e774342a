import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupAdCdn } from './support/ad-cdn';
import { baseUrl, inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';
import { serviceWorkerReady } from './support/device';
import { screenshotBothSizes } from './support/screens';

const browser = setupBrowser();
const cdn = setupAdCdn();

const statValue = async (page: Page, label: string) => {
  const el = page.getByLabel(label, { exact: true });
  await el.waitFor();
  return Number((await el.textContent())?.replace(/\D/g, ''));
};

const nav = async (page: Page, name: string) => {
  await page.getByRole('link', { name, exact: true }).first().click();
};

describe('swipe file journey', () => {
  it('saves a favorite, files it in a folder, works it in the studio and the dashboard follows', async () => {
    const admin = inject('admin');
    const { page, context } = await browser.newPage();
    // The AI chat site is not reached in tests; the opened address is what matters.
    await context.route('https://chatgpt.com/**', (route) => route.fulfill({ status: 200, body: 'chat' }));
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.goto('/');
    const before = await statValue(page, 'Total de Favoritos');

    await nav(page, 'Favoritos');
    await page.getByRole('heading', { level: 1, name: 'Meus Favoritos' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar favorito' }).click();
    await page.getByLabel('URL do anúncio').fill('isto não é url');
    await page.getByRole('button', { name: 'Salvar favorito' }).click();
    await page.getByText('URL inválida. Por favor, insira uma URL válida.').waitFor();
    const adUrl = `https://www.facebook.com/ads/library/?id=${Date.now()}`;
    await page.getByLabel('URL do anúncio').fill(adUrl);
    await page.getByLabel('Imagem ou vídeo do criativo (opcional)').fill(`${cdn.url}/criativo.png`);
    await page.getByLabel('Nicho (opcional)').fill('Emagrecimento');
    await page.getByRole('button', { name: 'Salvar favorito' }).click();
    await page.getByText('Favorito adicionado com sucesso!').waitFor();
    const card = page.getByTestId('favorite-card').first();
    await card.getByText('Emagrecimento').waitFor();

    // The same URL again is refused.
    await page.getByRole('button', { name: 'Adicionar favorito' }).click();
    await page.getByLabel('URL do anúncio').fill(adUrl);
    await page.getByRole('button', { name: 'Salvar favorito' }).click();
    await page.getByText('Esta URL já foi adicionada aos favoritos.').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // A folder, then the favorite goes in it.
    await nav(page, 'Minhas Pastas');
    await page.getByRole('heading', { level: 1, name: 'Minhas Pastas' }).waitFor();
    await page.getByRole('button', { name: 'Nova Pasta' }).click();
    await page.getByLabel('Nome').fill('Ofertas de verão');
    await page.getByRole('button', { name: 'Criar pasta' }).click();
    await page.getByText('Pasta criada com sucesso!').waitFor();
    await page.getByTestId('folder-tile').filter({ hasText: 'Ofertas de verão' }).waitFor();

    await nav(page, 'Favoritos');
    await card.getByLabel(/Pasta de/).click();
    await page.getByRole('option', { name: 'Ofertas de verão' }).click();
    await page.getByText('Favorito adicionado à pasta').waitFor();

    await nav(page, 'Minhas Pastas');
    await page.getByRole('link', { name: 'Ofertas de verão' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ofertas de verão' }).waitFor();
    await page.getByTestId('folder-item').first().waitFor();
    await page.getByText('1 item', { exact: false }).first().waitFor();

    // Into the studio, with its status popup.
    await nav(page, 'Favoritos');
    await card.getByRole('button', { name: 'Adicionar ao Studio' }).click();
    await page.getByText('Adicionado ao Studio!').waitFor();
    await card.getByRole('button', { name: 'No Studio' }).waitFor();

    await nav(page, 'Studio Criativa');
    await page.getByTestId('studio-preview').waitFor();
    // The preview shows the whole creative, not a crop of it.
    await screenshotBothSizes(page, 'studio-preview');
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('button', { name: /Headlines/ })
        .first()
        .click(),
    ]);
    await chat.waitForURL(/chatgpt\.com/);
    const opened = new URL(chat.url());
    expect(opened.searchParams.get('temporary-chat')).toBe('true');
    const prompt = opened.searchParams.get('q') ?? '';
    expect(prompt).toContain('10 headlines');
    expect(prompt).toContain('Anunciante: Anunciante');
    expect(prompt).toContain('Plataformas: Facebook, Instagram');
    await chat.close();

    // The media was archived: it is served by us, even with the ad CDN gone.
    await cdn.close();
    await nav(page, 'Favoritos');
    await page.reload();
    const img = page.getByTestId('favorite-card').first().locator('img').first();
    await expect.poll(async () => img.getAttribute('src'), { timeout: 15_000 }).toMatch(/^\/api\/media\//);

    await nav(page, 'Dashboard');
    await expect.poll(() => statValue(page, 'Total de Favoritos')).toBe(before + 1);
    await page.getByRole('listitem').filter({ hasText: 'Emagrecimento' }).first().waitFor();
    await context.close();
  });

  it('keeps favorites readable offline and refuses changes clearly', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await nav(page, 'Favoritos');
    await page.getByRole('button', { name: 'Adicionar favorito' }).click();
    await page.getByLabel('URL do anúncio').fill('https://example.com/offline-1');
    await page.getByRole('button', { name: 'Salvar favorito' }).click();
    await page.getByText('Favorito adicionado com sucesso!').waitFor();
    await page.getByTestId('favorite-card').first().waitFor();

    // Offline, a reload opens from the service worker's precache: wait until it controls the page.
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByText('Você está offline').waitFor();
    await page.getByTestId('favorite-card').first().getByText('example.com').waitFor();
    await page.getByRole('button', { name: 'Adicionar favorito' }).click();
    await page.getByLabel('URL do anúncio').fill('https://example.com/offline-2');
    await page.getByRole('button', { name: 'Salvar favorito' }).click();
    await page.getByText('Você está offline. Conecte-se à internet para salvar alterações.').waitFor();

    // Regular users do not see the tester features (folders come with the plan, not the role).
    expect(await page.getByRole('button', { name: 'Adicionar ao Studio' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Studio Criativa' }).count()).toBe(0);
    await context.close();
  });

  it('opens a public folder read-only without login', async () => {
    const admin = inject('admin');
    const call = async (path: string, body: object, token?: string) => {
      const res = await fetch(`${baseUrl()}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const { token } = await call('/auth/', admin);
    const folder = await call('/folders/', { name: 'Vitrine pública', is_public: true }, token);
    const fav = await call(
      '/favorites/',
      { url: `https://example.com/vitrine-${Date.now()}`, page_name: 'Loja Vitrine', price: 97 },
      token,
    );
    await call(`/advertisements/${fav.id}/folders/attach`, { folder_id: folder.id }, token);

    const { page, context } = await browser.newPage();
    await page.goto(`/compartilhado/${folder.share_token}`);
    await page.getByRole('heading', { level: 1, name: 'Vitrine pública' }).waitFor();
    await page.getByText('Loja Vitrine').first().waitFor();
    await page.getByText('R$ 97,00').waitFor();
    expect(page.url()).toContain('/compartilhado/');
    await page.goto('/compartilhado/link-que-nao-existe-1234');
    await page.getByText('Pasta não encontrada').waitFor();
    await context.close();
  });
});
