import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, registerUser, setupBrowser, uniqueEmail } from './support/browser';

const browser = setupBrowser();

describe('hidden interests journey', () => {
  it('searches, selects, copies, exports, favorites and tracks interests', async () => {
    const user = await registerUser(uniqueEmail('interesses'), 'Rafa Tráfego');
    const { page, context } = await browser.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Interesses Oculto' }).click();
    const input = page.getByLabel('Buscar interesses');
    await input.waitFor();

    // Idle, then the 2-character hint, then results for a term with a typo and no accent.
    await page.getByText('Descubra interesses que o Gerenciador de Anúncios não mostra').waitFor();
    await input.fill('d');
    await page.getByText('Digite pelo menos 2 caracteres para buscar').waitFor();
    await input.fill('dieta');
    await page.getByText('Dieta low carb').waitFor();
    const results = page.getByTestId('interest-result');
    expect(await results.count()).toBeLessThanOrEqual(10);
    await expect.poll(() => results.first().textContent()).toContain('Fitness e bem-estar');
    expect(await page.getByText('Oculto', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByLabel('Selecionar Dieta', { exact: true }).check();
    await page.getByLabel('Selecionar Dieta cetogênica').check();
    await page.getByText('2 selecionados').waitFor();

    await page.getByRole('button', { name: 'Copiar nomes' }).click();
    await page.getByText('2 nomes copiados').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Dieta, Dieta cetogênica');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^interesses-dieta-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('Nome;ID;Público mínimo;Público máximo;Categoria;Caminho;Oculto;Idioma');
    expect(csv[1]).toMatch(
      /^Dieta;demo:dieta;\d+;\d+;Fitness e bem-estar;Interesses > Fitness e bem-estar > Dieta;Não;pt_BR$/,
    );
    expect(csv[2]).toMatch(/^Dieta cetogênica;demo:dieta-cetogenica;/);

    await page.getByLabel('Favoritar Dieta cetogênica').click();
    await page.getByRole('heading', { name: 'Interesses favoritos (1)' }).waitFor();

    await page.getByLabel('Acompanhar Dieta low carb').click();
    const row = page.getByTestId('tracked-row').filter({ hasText: 'Dieta low carb' });
    await row.waitFor();
    await row.getByText('Testando').waitFor();
    await row.getByText('Sem histórico').waitFor();

    // Two CPM readings give a trend.
    for (const cpm of ['12', '9,6']) {
      await row.getByLabel('Editar Dieta low carb').click();
      const dialog = page.getByRole('dialog', { name: 'Editar interesse' });
      await dialog.getByLabel('CPM atual (R$)').fill(cpm);
      if (cpm === '9,6') await dialog.getByLabel('Status', { exact: true }).click();
      if (cpm === '9,6') await page.getByRole('option', { name: 'Ativo' }).click();
      await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await row.getByText('-20%').waitFor();
    await row.getByText('Ativo').waitFor();
    // Intl puts a no-break space after R$.
    expect(await row.textContent()).toMatch(/R\$\s9,60antes R\$\s12,00/);

    // Status filter.
    await page
      .locator('label')
      .filter({ hasText: /^Pausado$/ })
      .click();
    await page.getByText('Nenhum interesse com status “Pausado”.').waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Ativo$/ })
      .click();
    await row.waitFor();
    await context.close();
  });
});
