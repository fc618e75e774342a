import { describe, expect, it } from 'vitest';
import { inject, loginThroughUi, registerUser, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('ad mining', () => {
  it('searches without accents, pages through results, keeps the URL and opens the details', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Mineração' }).first().click();
    await page.waitForURL(/\/mineracao/);
    const box = page.getByRole('textbox', { name: 'Buscar anúncios' });
    await box.waitFor();
    // The demo library is listed newest first before any search (6 per page).
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(6);

    await box.fill('  saude  ');
    await box.press('Enter');
    await page.waitForURL(/q=saude/);
    await page.getByText(/anúncios? encontrados? para “saude”/).waitFor();
    // 'saude' finds texts written 'saúde'.
    await page.getByRole('article').filter({ hasText: /saúde/i }).first().waitFor();

    await page.getByRole('textbox', { name: 'Buscar anúncios' }).fill('emagrecer');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(/q=emagrecer/);
    await page.getByText(/para “emagrecer”/).waitFor();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);

    // Reloading keeps the search state.
    await page.reload();
    await page.getByText(/para “emagrecer”/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Buscar anúncios' }).inputValue()).toBe('emagrecer');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    const first = page.getByRole('article').first();
    const title = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: 'Ver detalhes' }).click();
    const modal = page.getByRole('dialog', { name: 'Detalhes do anúncio' });
    await modal.waitFor();
    await modal.getByText('Dias em veiculação').waitFor();
    await modal.getByText(title, { exact: true }).first().waitFor();
    const library = await modal
      .getByRole('link', { name: /Ver na Biblioteca de Anúncios/ })
      .getAttribute('href');
    expect(library).toMatch(/^https:\/\/www\.facebook\.com\/ads\/library\/\?id=\d+$/);
    await context.close();
  });

  it('filters by niche and status from the filters panel', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/mineracao');
    await page.getByRole('button', { name: /Filtros/ }).click();
    await page.getByRole('combobox', { name: 'Nicho' }).click();
    await page.getByRole('option', { name: 'Pets' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Ativos', exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL(/niche=pets/);
    await page.waitForURL(/status=active/);
    // The previous page stays on screen (dimmed) until the filtered one arrives.
    await page.getByRole('article').filter({ hasText: '· Pets' }).first().waitFor();
    await expect.poll(() => page.getByRole('article').filter({ hasNotText: '· Pets' }).count()).toBe(0);
    const texts = await page.getByRole('article').allInnerTexts();
    for (const t of texts) {
      expect(t).toContain('Pets');
      expect(t).toMatch(/\bativo\b/i);
      expect(t).not.toMatch(/inativo/i);
    }
    await context.close();
  });

  it('lets an admin import a CSV with progress and per-item rejections, then finds the ads', async () => {
    const admin = inject('admin');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Importar anúncios' }).first().click();
    const stamp = Date.now();
    const csv =
      'id;page_name;ad_creative_link_titles;ad_creative_bodies;publisher_platforms;landing_url\n' +
      `${stamp}1;Ótica Visão Real;Óculos de grau com 50% OFF;"Armação + lentes; entrega em 7 dias | frete grátis";"[""facebook"",""instagram""]";https://oticavisaoreal.com.br\n` +
      `${stamp}2;Ótica Visão Real;Lentes de contato;Compre online;instagram;https://oticavisaoreal.com.br\n` +
      'sem-id;Página;Título;Corpo;facebook;\n';
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'anuncios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByText('3 de 3 enviados (100%) · 2 novos · 0 atualizados · 1 rejeitados').waitFor();
    await page.getByText('id do anúncio (ad_archive_id) inválido: só dígitos').waitFor();

    await page.goto('/mineracao?q=oculos');
    await page.getByRole('article').filter({ hasText: 'Óculos de grau com 50% OFF' }).waitFor();
    await context.close();
  });
});

describe('favoriting from the ad library', () => {
  it('saves an ad from /mineracao, shows it in /favoritos and on the dashboard, and unsaves it', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/mineracao?q=racao');
    const card = page.getByRole('article').first();
    await card.waitFor();
    const title = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await page.getByText('Anúncio adicionado aos favoritos!').waitFor();
    await card.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();

    await page.goto('/favoritos');
    await page.getByText(title.slice(0, 30)).first().waitFor();
    await page.goto('/');
    const saved = page.getByText('Anúncios Salvos').first();
    await saved.waitFor();

    await page.goto('/mineracao?q=racao');
    const again = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Remover dos favoritos' }) });
    await again.first().getByRole('button', { name: 'Remover dos favoritos' }).click();
    await page.getByText('Anúncio removido dos favoritos.').waitFor();
    expect(await page.getByRole('button', { name: 'Remover dos favoritos' }).count()).toBe(0);
    await context.close();
  });
});
