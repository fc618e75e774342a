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

  it('says the local catalogue answers, labels sizes as worldwide and pages through every match', async () => {
    const user = await registerUser(uniqueEmail('interesses-paginas'), 'Bia Tráfego');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/interesses-oculto?q=fitness');
    const results = page.getByTestId('interest-result');
    await results.first().waitFor();
    // Without a Meta token the page says the local catalogue answers, how to connect Meta, and
    // that the sizes are worldwide demo estimates.
    await page.getByText('Fonte: catálogo local').waitFor();
    await page.getByText('Catálogo local, não a Meta ao vivo').waitFor();
    await page.getByText(/define a variável META_ACCESS_TOKEN/).waitFor();
    expect(await results.first().getByTestId('audience-scope').textContent()).toBe(
      'pessoas · mundial · estimativa de demonstração',
    );

    // A broad niche: every match, ten per page, the page kept in the URL; Yoga (190 M) is not oculto.
    const count = page.getByText(/^Mostrando 1–10 de \d+ interesses · \d+ ocultos$/);
    await count.waitFor();
    const total = Number(/de (\d+) interesses/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.getByText(`Mostrando 11–20 de ${total} interesses`, { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const lastPage = String(Math.ceil(total / 10));
    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: lastPage }).click();
    await page.getByText(`Página ${lastPage} de ${lastPage}`).waitFor();
    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('button', { name: '1', exact: true })
      .click();
    const yoga = results.filter({ hasText: 'Yoga' });
    await yoga.waitFor();
    expect(await yoga.getByText('Oculto', { exact: true }).count()).toBe(0);

    await context.close();
  });
});
