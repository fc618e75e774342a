import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { callApi, createAccount } from './support/device';
import { invisibleFocus, tabTo } from './support/keyboard';

const browser = setupBrowser();

/** The focus ring may fade in (a short CSS transition): wait for it. */
const expectVisibleFocus = (page: Page) => expect.poll(() => invisibleFocus(page)).toBeNull();

/** Tabs to `target`, checks its focus can be seen, and presses `key` on it. */
const reachAndPress = async (page: Page, target: Locator, key: string, options?: { backwards?: boolean }) => {
  await tabTo(page, target, options);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
};

describe('keyboard only', () => {
  it('a tester signs in, searches the library, saves an ad and files it in a folder without a mouse', async () => {
    // Folders need Pro.
    const tester = await createAccount({ is_test: true, plan: 'pro' });
    const { token } = (await callApi('POST', '/auth/', tester)) as unknown as { token: string };
    await callApi('POST', '/folders/', { name: 'Ofertas de verão', color: '#3B82F6' }, token);

    const { page, context } = await browser.newPage({ width: 1366, height: 900 });
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await tabTo(page, email);
    await expectVisibleFocus(page);
    await page.keyboard.type(tester.email);
    await tabTo(page, page.getByLabel('Senha', { exact: true }));
    await expectVisibleFocus(page);
    await page.keyboard.type(tester.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');

    // The first Tab offers a way past the menus, and it shows.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await tabTo(page, skip, { max: 1 });
    expect(await skip.isVisible()).toBe(true);
    await expectVisibleFocus(page);

    await reachAndPress(page, page.getByRole('link', { name: 'Mineração', exact: true }), 'Enter');
    await page.waitForURL(/\/mineracao/);
    await page.getByRole('article').first().waitFor();
    const search = page.getByRole('textbox', { name: 'Buscar anúncios' });
    await tabTo(page, search);
    await expectVisibleFocus(page);
    await page.keyboard.type('emagrecer');
    await page.keyboard.press('Enter');
    await page.getByText(/para “emagrecer”/).waitFor();

    const ad = page.getByRole('article').first();
    const title = (await ad.getAttribute('aria-label')) ?? '';
    expect(title).not.toBe('');
    await reachAndPress(page, ad.getByRole('button', { name: 'Adicionar aos favoritos' }), 'Enter');
    await page.getByText('Anúncio adicionado aos favoritos!').waitFor();
    await ad.getByRole('button', { name: 'Remover dos favoritos' }).waitFor();

    // The menu comes before the results: back up to it.
    await reachAndPress(page, page.getByRole('link', { name: 'Favoritos', exact: true }), 'Enter', {
      backwards: true,
    });
    await page.getByRole('heading', { level: 1, name: 'Meus Favoritos' }).waitFor();
    const card = page.getByTestId('favorite-card').filter({ hasText: title });
    const folderField = card.getByLabel(`Pasta de ${title}`);
    await tabTo(page, folderField);
    await expectVisibleFocus(page);
    const option = page.getByRole('option', { name: 'Ofertas de verão' });
    await page.keyboard.press('ArrowDown');
    await option.waitFor();
    // The press that opens the list also highlights its first option, but Mantine settles which
    // option Enter picks in timers that race the list's first render: now and then the option
    // shows highlighted while Enter picks nothing (seen in CI). A second press once the list is
    // there moves the highlight itself, as a person does when Enter did nothing.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('data-combobox-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByText('Favorito adicionado à pasta').waitFor();

    await reachAndPress(page, page.getByRole('link', { name: 'Minhas Pastas', exact: true }), 'Enter', {
      backwards: true,
    });
    await page.getByRole('heading', { level: 1, name: 'Minhas Pastas' }).waitFor();
    await reachAndPress(page, page.getByRole('link', { name: 'Ofertas de verão' }), 'Enter');
    await page.getByRole('heading', { level: 1, name: 'Ofertas de verão' }).waitFor();
    await page.getByTestId('folder-item').filter({ hasText: title }).waitFor();
    await context.close();
  });
});
