import { describe, expect, it } from 'vitest';
import { inject, loginThroughUi, openMenu, setupBrowser } from './support/browser';
import { callApi, createAccount } from './support/device';

const browser = setupBrowser();

const FULL = 'O plano Free permite até 10 favoritos. Faça upgrade para o Pro para salvar mais.';

describe('plans decide what a user can do', () => {
  it('a Free user reaches the favorites limit, sees the way up, and saves more once an admin sets Pro', async () => {
    const admin = inject('admin');
    // A Free account with no trial, 9 favorites already saved.
    const account = await createAccount({ name: 'Fábio Free' });
    const { email, password } = account;
    const { token: userToken } = (await callApi('POST', '/auth/', { email, password })) as unknown as {
      token: string;
    };
    for (let i = 0; i < 9; i++)
      await callApi('POST', '/favorites/', { url: `https://exemplo.com/free-${i}` }, userToken);

    const { page, context } = await browser.newPage();
    await loginThroughUi(page, email, password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/favoritos');
    await page.getByTestId('favorites-allowance').getByText('9 de 10 favoritos').waitFor();

    const save = async (url: string) => {
      await page.getByRole('button', { name: 'Adicionar favorito' }).click();
      await page.getByLabel('URL do anúncio').fill(url);
      await page.getByRole('button', { name: 'Salvar favorito' }).click();
    };
    await save('https://exemplo.com/free-9');
    await page.getByText('Favorito adicionado com sucesso!').waitFor();
    // At the limit the page says so before the next try, with the way up.
    await page.getByTestId('plan-limit').getByText(FULL).waitFor();

    await save('https://exemplo.com/free-10');
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('plan-limit').getByText(FULL).waitFor();
    await dialog.getByRole('link', { name: 'Ver planos' }).click();
    await page.waitForURL(/\/perfil\?tab=planos/);
    await page.getByTestId('current-plan').getByText('Você está no plano Free.').waitFor();
    await page.getByTestId('plan-free').getByText('Plano atual').waitFor();
    // No payment or support contact is configured here: no WhatsApp link anywhere, a plain way to
    // upgrade instead, which never sends a self-registered buyer to an administrator.
    await page
      .getByTestId('support-text')
      .getByText(/pagamento online ainda não está disponível/)
      .waitFor();
    expect(await page.getByText(/administrador/).count()).toBe(0);
    expect(await page.locator('a[href^="https://wa.me"]').count()).toBe(0);

    await page.goto('/pastas');
    await page.getByRole('heading', { level: 1, name: 'Minhas Pastas' }).waitFor();
    await page
      .getByTestId('plan-limit')
      .getByText(/não inclui pastas/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Nova Pasta' }).isDisabled()).toBe(true);

    // The admin moves the account to Pro from the users screen.
    const adminView = await browser.newPage();
    await loginThroughUi(adminView.page, admin.email, admin.password);
    await adminView.page.waitForURL(/\/admin$/);
    await adminView.page.goto(`/admin/usuarios?search=${encodeURIComponent(email)}`);
    const row = adminView.page.getByRole('row').filter({ hasText: 'Fábio Free' });
    await row.getByText('Free', { exact: true }).waitFor();
    await (await openMenu(adminView.page, row, 'Ações para Fábio Free'))
      .getByRole('menuitem', { name: 'Plano Pro' })
      .click();
    await adminView.page.getByText('Plano alterado para Pro.').waitFor();
    await row.getByText('Pro', { exact: true }).waitFor();
    await adminView.context.close();

    // Now the user saves more and creates a folder.
    await page.goto('/favoritos');
    await page.getByRole('heading', { level: 1, name: 'Meus Favoritos' }).waitFor();
    await save('https://exemplo.com/free-10');
    await page.getByText('Favorito adicionado com sucesso!').waitFor();
    expect(await page.getByTestId('plan-limit').count()).toBe(0);
    await page.goto('/pastas');
    await page.getByRole('button', { name: 'Nova Pasta' }).click();
    await page.getByLabel('Nome').fill('Campanhas Pro');
    await page.getByRole('button', { name: 'Criar pasta' }).click();
    await page.getByText('Pasta criada com sucesso!').waitFor();
    await page.getByTestId('folder-tile').filter({ hasText: 'Campanhas Pro' }).waitFor();
    await page.goto('/perfil?tab=planos');
    await page.getByTestId('current-plan').getByText('Você está no plano Pro.').waitFor();
    await context.close();
  });
});
