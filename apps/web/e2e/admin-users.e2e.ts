import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inject, loginThroughUi, openMenu, registerUser, setupBrowser, uniqueEmail } from './support/browser';
import { tabTo } from './support/keyboard';

const browser = setupBrowser();

/** The files /admin/usuarios loads on first use (src/features/admin/components/users-dialogs.tsx, users-table.tsx). */
const LAZY_FILES = ['user-row-menu-dropdown', 'create-user-dialog', 'user-detail-dialog', 'confirm-dialog'];

/**
 * Holds back the page's requests for those files until the test releases each one, so a press can
 * land before its code has arrived (the page also asks for them once it has settled: those
 * requests wait as well). The service worker must be off: its cache would answer instead.
 */
const holdLazyFiles = async (page: Page) => {
  const held = new Map<string, Route[]>();
  const released = new Set<string>();
  const nameOf = (url: string) =>
    LAZY_FILES.find((name) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`).test(url));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const name = nameOf(route.request().url());
    if (!name || released.has(name)) return route.continue();
    held.set(name, [...(held.get(name) ?? []), route]);
  });
  return {
    requested: (name: string) => held.has(name),
    release: async (name: string) => {
      released.add(name);
      for (const route of held.get(name) ?? []) await route.continue();
      held.delete(name);
    },
  };
};

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
    // A new 5-day trial is active, not 'expirando', on its first day.
    await row.getByText('Trial Ativo').waitFor();
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

  it('opens the row menu and the dialogs whose code arrives on first use, pressed before and after it has', async () => {
    const admin = inject('admin');
    const other = await registerUser(uniqueEmail('lazy'), 'Lara Lenta');
    const { page, context } = await browser.newPage(
      { width: 1366, height: 900 },
      { serviceWorkers: 'block' },
    );
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    const files = await holdLazyFiles(page);
    await page.goto(`/admin/usuarios?search=${encodeURIComponent(other.email)}`);
    const row = page.getByTestId('user-row').filter({ hasText: other.email });
    const button = row.getByRole('button', { name: 'Ações para Lara Lenta', exact: true });
    const menu = page.getByRole('menu', { name: 'Ações para Lara Lenta', exact: true });
    const isFocused = () => button.evaluate((el) => el === document.activeElement);
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')));

    // The row menu, pressed from the keyboard before its code has arrived: the press is kept, the
    // button keeps the focus, and the menu opens with the focus inside once the code arrives.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => files.requested('user-row-menu-dropdown')).toBe(true);
    expect(await menu.count()).toBe(0);
    expect(await isFocused()).toBe(true);
    await files.release('user-row-menu-dropdown');
    await menu.waitFor();
    await expect.poll(focusInMenu, { message: 'focus inside the menu once it arrived' }).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(isFocused, { message: 'focus back on the same button' }).toBe(true);

    // Again, now that the code is there.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await expect.poll(focusInMenu, { message: 'focus inside the menu, second opening' }).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(isFocused, { message: 'focus back on the button, second closing' }).toBe(true);

    // Each dialog, opened before its code has arrived, shows its content once it does.
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Criar Usuário' }).click();
    await expect.poll(() => files.requested('create-user-dialog')).toBe(true);
    expect(await dialog.count()).toBe(0);
    await files.release('create-user-dialog');
    await dialog.getByLabel('Confirmar senha').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await row.getByText(other.email).click();
    await expect.poll(() => files.requested('user-detail-dialog')).toBe(true);
    await files.release('user-detail-dialog');
    const detail = page.getByRole('dialog', { name: 'Detalhes do usuário' });
    await detail.getByText(other.email).waitFor();
    await detail.getByText('Contribuições para a biblioteca').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await (await openMenu(page, row, 'Ações para Lara Lenta'))
      .getByRole('menuitem', { name: 'Excluir usuário' })
      .click();
    await expect.poll(() => files.requested('confirm-dialog')).toBe(true);
    await files.release('confirm-dialog');
    await dialog
      .getByText('Todos os dados do usuário serão permanentemente removidos.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor();
    await context.close();
  });
});
