import { describe, expect, it } from 'vitest';
import { baseUrl, inject, loginThroughUi, openMenu, registerUser, setupBrowser } from './support/browser';

const browser = setupBrowser();

describe('keyword bank', () => {
  it('lets a user filter the bank and copy a keyword, which counts a use', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Palavras-Chave' }).click();
    await page.getByText('Explore e copie palavras-chave para suas campanhas').waitFor();
    await page.getByTestId('keyword-card').first().waitFor();
    await page.getByText(/Página 1 de \d+/).waitFor();

    await page.getByRole('combobox', { name: 'Nicho' }).click();
    await page.getByRole('option', { name: /^Pets \(\d+\)$/ }).click();
    await page.getByLabel('Buscar', { exact: true }).fill('ração para gato');
    // Debounced search: wait until the page shows only the filtered result (a few, not 50).
    await expect
      .poll(
        async () => {
          const texts = await page.getByTestId('keyword-card').allInnerTexts();
          return texts.length > 0 && texts.length < 50 && texts.every((t) => /ração para gato/i.test(t));
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    await page.getByText(/^\d+ palavras?-chave encontradas?$/).waitFor();
    const cards = page.getByTestId('keyword-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allInnerTexts()) expect(text.toUpperCase()).toContain('PETS');

    const first = cards.first();
    const keyword = ((await first.locator('p').first().textContent()) ?? '').trim();
    await first.getByRole('button', { name: `Copiar ${keyword}` }).click();
    await first.getByRole('button', { name: `Palavra-chave ${keyword} copiada` }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keyword);
    await first.getByText('1 uso', { exact: true }).waitFor();

    await first.getByRole('button', { name: 'Ver Detalhes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Adicionada em').waitFor();
    await dialog.getByText(/\d{1,2} de \w+ de \d{4}/).waitFor();

    await page.keyboard.press('Escape');
    await page.getByLabel('Buscar', { exact: true }).fill('xyzxyz nada com nada');
    await page.getByText('Nenhuma palavra-chave encontrada').waitFor();
    await page.getByText('Tente ajustar os filtros de busca.').waitFor();
    await context.close();
  });

  it('lets an admin create, edit, duplicate and delete a keyword', async () => {
    const admin = inject('admin');
    const tag = `e2e${Date.now()}`;
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Palavras-chave' }).click();
    await page.getByText(/Mostrando 1 a 15 de \d+ resultados/).waitFor();
    await page.getByRole('link', { name: 'Nova Palavra-chave' }).click();

    const submit = page.getByRole('button', { name: 'Criar Palavra-chave' });
    await page.getByLabel('Palavra-chave').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Palavra-chave').fill(`  curso de tráfego ${tag} `);
    await page.getByRole('combobox', { name: 'Nicho' }).fill('Marketing Digital');
    await page.keyboard.press('Escape');
    await page.getByLabel('Volume de busca mensal').fill('4200');
    await page.getByRole('combobox', { name: 'Dificuldade' }).click();
    await page.getByRole('option', { name: 'Médio' }).click();
    await page.getByLabel('Tags').fill('tráfego, curso, , iniciante');
    await page.getByText('3 tags').waitFor();
    await submit.click();
    await page.getByText('Palavra-chave criada com sucesso!').waitFor();
    await page.waitForURL(/\/admin\/palavras-chave$/);

    const search = page.getByLabel('Pesquisar palavras-chave');
    await search.fill(tag);
    await page.getByText('Mostrando 1 de 1 resultado', { exact: true }).waitFor();
    await (await openMenu(page, page, `Ações de curso de tráfego ${tag}`))
      .getByRole('menuitem', { name: 'Editar' })
      .click();
    await page.waitForURL(/\/admin\/palavras-chave\/editar\//);
    await page.getByText('Uso total').waitFor();
    const field = page.getByLabel('Palavra-chave');
    await expect.poll(() => field.inputValue()).toBe(`curso de tráfego ${tag}`);
    await field.fill(`curso de tráfego pago ${tag}`);
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await page.getByText('Palavra-chave atualizada com sucesso!').waitFor();
    // Back on the list where the admin left it: the search is still there, and so is the row.
    await page.waitForURL(
      (url) => url.pathname === '/admin/palavras-chave' && url.searchParams.get('q') === tag,
    );
    expect(await page.getByLabel('Pesquisar palavras-chave').inputValue()).toBe(tag);
    await page.getByText('Mostrando 1 de 1 resultado', { exact: true }).waitFor();
    await (await openMenu(page, page, `Ações de curso de tráfego pago ${tag}`))
      .getByRole('menuitem', { name: 'Duplicar' })
      .click();
    await page.getByText('Palavra-chave duplicada com sucesso!').waitFor();
    await page.getByText('Mostrando 1 a 2 de 2 resultados').waitFor();
    await (await openMenu(page, page, `Ações de curso de tráfego pago ${tag} (cópia)`))
      .getByRole('menuitem', { name: 'Ver Detalhes' })
      .click();
    await page.getByRole('dialog').getByText('Marketing Digital').waitFor();
    await page.getByRole('dialog').getByText('4.200').waitFor();
    await page.keyboard.press('Escape');

    await (await openMenu(page, page, `Ações de curso de tráfego pago ${tag} (cópia)`))
      .getByRole('menuitem', { name: 'Excluir' })
      .click();
    await page
      .getByText('Tem certeza que deseja excluir esta palavra-chave? Esta ação não pode ser desfeita.')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Palavra-chave excluída com sucesso!').waitFor();
    await page.getByText('Mostrando 1 de 1 resultado', { exact: true }).waitFor();
    await context.close();
  });
});
