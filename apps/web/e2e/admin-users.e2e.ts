import { describe, expect, it } from 'vitest';
import { inject, loginThroughUi, openMenu, setupBrowser, uniqueEmail } from './support/browser';
import { tabTo } from './support/keyboard';

const browser = setupBrowser();

describe('admin runs users and trials', () => {
  it('creates a trial user who sees the banner, then marks them paid and the banner is gone', async () => {
    const admin = inject('admin');
    const email = uniqueEmail('trial');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.getByText('Operacional').waitFor();

    await page.getByRole('link', { name: 'Usuários' }).click();
    await page.getByRole('heading', { name: 'Gerenciar Usuários', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Criar Usuário' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
    await dialog.getByText('Nome é obrigatório').waitFor();
    await dialog.getByLabel('Nome').fill('Tânia Trial');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/^Senha/).fill('trial123');
    await dialog.getByLabel('Confirmar senha').fill('trial123');
    await dialog.getByLabel('Ativar trial').check();
    await dialog.getByLabel('Duração (dias)').fill('5');
    await dialog.getByTestId('trial-summary').getByText('Trial de 5 dias').waitFor();
    await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
    await page.getByText('Usuário criado com sucesso!').waitFor();
    await page.getByText('Tânia Trial foi criado com trial ativo de 5 dias.').waitFor();

    // The new user signs in and sees the trial banner.
    const user = await browser.newPage();
    await loginThroughUi(user.page, email, 'trial123');
    await user.page.waitForURL((url) => url.pathname === '/');
    await user.page.getByTestId('trial-banner').getByText('Dia 1 de 5').waitFor();

    // Back to the admin: search, then 'Marcar como pago' from the row menu.
    await page.getByLabel('Buscar usuários').fill(email);
    await page.waitForURL(/search=/);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await row.getByText('Trial Expirando').waitFor();
    await (await openMenu(page, row, 'Ações para Tânia Trial'))
      .getByRole('menuitem', { name: 'Marcar como pago' })
      .click();
    await page.getByText('Usuário marcado como pago').waitFor();
    await row.getByText('Sem trial').waitFor();

    const me = user.page.waitForResponse((r) => r.url().endsWith('/api/auth/me') && r.status() === 200);
    await user.page.reload();
    expect((await (await me).json()).data.is_trial).toBe(false);
    await user.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await user.page.getByTestId('trial-banner').waitFor({ state: 'detached' });
    await user.context.close();

    // Every step is in the audit log.
    await page.getByRole('link', { name: 'Auditoria' }).click();
    await page.getByLabel('Buscar na auditoria').fill(email);
    // The search applies after a pause: until then the list shows everyone's entries.
    const entries = page.getByTestId('audit-row');
    await expect
      .poll(async () => (await entries.allTextContents()).every((t) => t.includes(email)))
      .toBe(true);
    await entries.filter({ hasText: 'Marcou como pago' }).waitFor();
    await entries.filter({ hasText: 'Criou usuário' }).waitFor();
    expect(await entries.count()).toBe(2);
    await context.close();
  });

  it('refuses self-deletion and deletes another user after confirmation', async () => {
    const admin = inject('admin');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.goto(`/admin/usuarios?search=${encodeURIComponent(admin.email)}`);
    await page
      .getByRole('button', { name: /^Ações para/ })
      .first()
      .click();
    expect(await page.getByRole('menuitem', { name: 'Excluir usuário' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    const email = uniqueEmail('bye');
    await page.getByRole('button', { name: 'Criar Usuário' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').fill('Saulo Saída');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/^Senha/).fill('123456');
    await dialog.getByLabel('Confirmar senha').fill('123456');
    await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
    await page.getByText('Saulo Saída foi criado.').waitFor();
    await page.getByLabel('Buscar usuários').fill(email);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await (await openMenu(page, row, 'Ações para Saulo Saída'))
      .getByRole('menuitem', { name: 'Excluir usuário' })
      .click();
    await page.getByText('Todos os dados do usuário serão permanentemente removidos.').waitFor();
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.getByText('Usuário excluído com sucesso!').waitFor();
    await page.getByText('Nenhum usuário encontrado').waitFor();
    await context.close();
  });

  it("opens a row's actions from the keyboard and gives the focus back to the button on Escape", async () => {
    const admin = inject('admin');
    const { page, context } = await browser.newPage({ width: 1366, height: 900 });
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.goto(`/admin/usuarios?search=${encodeURIComponent(admin.email)}`);
    const button = page.getByRole('button', { name: /^Ações para/ });
    const name = await button.getAttribute('aria-label');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')));

    // First opening (the menu's items are drawn then) and a second one: both hold the focus.
    await tabTo(page, button);
    for (const time of ['first', 'second']) {
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: name ?? '', exact: true });
      await menu.waitFor();
      await expect.poll(focusInMenu, { message: `${time} opening: focus inside the menu` }).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await focusInMenu()).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(focused, { message: `${time} closing: focus back on the button` }).toBe(name);
      // The row's button is still the element the keyboard reached, not a copy drawn in its place.
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await context.close();
  });
});
