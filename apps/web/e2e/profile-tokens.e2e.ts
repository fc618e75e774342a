import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  loginThroughUi,
  registerUser,
  STRONG_PASSWORD,
  setupBrowser,
  uniqueEmail,
} from './support/browser';

const browser = setupBrowser();
const ICON = join(import.meta.dirname, '..', 'public', 'pwa-192x192.png');

describe('profile and extension token', () => {
  it('edits the profile, uploads an avatar and changes the password', async () => {
    const user = await registerUser(uniqueEmail('perfil'), 'Paula Perfil');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/perfil');
    await page.getByLabel('Empresa').waitFor();
    await page.getByLabel('Nome').fill('');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Nome é obrigatório').waitFor();
    await page.getByLabel('Nome').fill('Paula Andrade');
    await page.getByLabel('Empresa').fill('Agência Norte');
    await page.getByLabel('Website').fill('https://norte.com.br');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Perfil atualizado com sucesso!').waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Alterar foto' }).click();
    await (await chooser).setFiles(ICON);
    await page.getByText('Foto de perfil atualizada!').waitFor();
    const src = await page.getByRole('img', { name: 'Foto de perfil' }).getAttribute('src');
    expect(src).toMatch(/^\/api\/media\/avatars\/.+\.webp$/);
    expect((await fetch(`${baseUrl()}${src}`)).headers.get('content-type')).toBe('image/webp');

    await page.getByLabel('Senha atual').fill(STRONG_PASSWORD);
    await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha9');
    await page.getByLabel('Confirmar nova senha').fill('NovaSenha9');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada com sucesso!').waitFor();
    expect(await page.getByLabel('Senha atual').inputValue()).toBe('');
    expect(await page.getByLabel('Nova senha', { exact: true }).inputValue()).toBe('');
    const login = await fetch(`${baseUrl()}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'NovaSenha9' }),
    });
    expect(login.status).toBe(200);
    await context.close();
  });

  it('creates a token, calls the API with it, and revokes it', async () => {
    const user = await registerUser(uniqueEmail('token'));
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Extensão' }).click();
    await page.getByText('Versão 9.2.0').waitFor();
    // The address the downloaded extension is set to: the one this browser reached.
    expect(await page.getByTestId('server-address').textContent()).toBe(new URL(baseUrl()).origin);
    await page.getByRole('tab', { name: 'Tokens de API' }).click();
    await page.getByRole('button', { name: 'Gerar token' }).click();
    await page.getByText('Nome obrigatório').waitFor();
    await page.getByLabel('Nome do token').fill('Meu notebook');
    await page.getByRole('button', { name: 'Gerar token' }).click();
    const secret = (await page.getByTestId('token-secret-value').textContent())!.trim();
    expect(secret).toMatch(/^sa_[A-Za-z0-9]{12}_/);
    await page.getByText('Limite atingido').waitFor();

    const call = () =>
      fetch(`${baseUrl()}/api/tokens/current`, { headers: { authorization: `Bearer ${secret}` } });
    const ok = await call();
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.token.name).toBe('Meu notebook');

    // Shown once: dismissed, it is gone for good.
    await page.getByRole('button', { name: 'Já copiei, ocultar' }).click();
    expect(await page.getByTestId('token-secret').count()).toBe(0);
    await page.reload();
    await page.getByTestId('token-row').getByText('1', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: 'Revogar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revogar' }).click();
    await page.getByText('Token revogado com sucesso!').waitFor();
    await page.getByTestId('token-row').getByText('Revogado', { exact: true }).waitFor();
    // Revoked by its owner: the row says when, and no reset notice is shown.
    await page
      .getByTestId('token-revoked-reason')
      .getByText(/^Revogado em /)
      .waitFor();
    expect(await page.getByTestId('token-recovery-notice').count()).toBe(0);
    expect((await call()).status).toBe(401);
    await page.getByRole('button', { name: 'Gerar token' }).waitFor();
    await context.close();
  });
});
