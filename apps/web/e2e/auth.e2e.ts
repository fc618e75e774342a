import { SIGNUP_SENT_MESSAGE } from '@sniperads/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  baseUrl,
  inject,
  lastMailTo,
  loginThroughUi,
  registerUser,
  STRONG_PASSWORD,
  setupBrowser,
  signupLinkFor,
  uniqueEmail,
} from './support/browser';

const browser = setupBrowser();

describe('authentication journeys', () => {
  it('sends an anonymous visitor to /login and back to the page after login', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await page.goto('/perfil?tab=planos');
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.waitForURL(/\/perfil\?tab=planos/);
    await page.getByText('Plano atual').first().waitFor();
    await context.close();
  });

  it('says what is wrong on the sign-in form, under the fields, and signs in once it is right', async () => {
    const user = await registerUser();
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Senha', { exact: true });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Email e senha são obrigatórios').count()).toBe(2);
    // Typing in a field takes its message away, and only its own.
    await email.fill('sem-arroba');
    await expect.poll(() => page.getByText('Email e senha são obrigatórios').count()).toBe(1);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Formato de email inválido').waitFor();
    await email.fill(user.email);
    await password.fill('SenhaErrada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email ou senha incorretos' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await password.fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('logs a user in to the home and logs out for real', async () => {
    const user = await registerUser(uniqueEmail('home'), 'Carla Mendes');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Carla Mendes').first().waitFor();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const me = await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await context.close();
  });

  it('takes an admin to /admin and refuses the admin area to a regular user', async () => {
    const admin = inject('admin');
    const { page, context } = await browser.newPage();
    await loginThroughUi(page, admin.email, admin.password);
    await page.waitForURL(/\/admin$/);
    await page.getByText('Dashboard Administrativo').first().waitFor();
    await context.close();

    const user = await registerUser();
    const second = await browser.newPage();
    await loginThroughUi(second.page, user.email, user.password);
    await second.page.waitForURL((url) => url.pathname === '/');
    await second.page.goto('/admin');
    await second.page.getByText('Acesso Negado').first().waitFor();
    await second.page
      .getByText('Você não tem permissão para acessar esta área. Esta seção é restrita para administradores.')
      .waitFor();
    await second.page
      .getByRole('link', { name: 'Voltar para Dashboard' })
      .or(second.page.getByRole('button', { name: 'Voltar para Dashboard' }))
      .first()
      .click();
    await second.page.waitForURL((url) => url.pathname === '/');
    await second.context.close();
  });

  it('shows the 404 page with a way home', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/caminho/que/nao/existe');
    await page.getByText('Oops! Page not found').waitFor();
    await context.close();
  });

  it('shows every sign-up message, then mails the link that creates the account and lands on the home', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/cadastro');
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
    for (const text of [
      'Nome é obrigatório',
      'Email é obrigatório',
      'Telefone é obrigatório',
      'Confirmação de senha é obrigatória',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByText('Erro na validação').first().waitFor();

    await page.getByLabel('Email').fill('sem-arroba');
    await page.getByLabel('Telefone').fill('1198');
    await page.getByLabel('Senha', { exact: true }).fill('fraca');
    await page.getByLabel('Confirmar senha').fill('outra');
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
    for (const text of [
      'Email deve ter um formato válido',
      'Telefone deve estar no formato (XX) XXXXX-XXXX',
      'Senhas não coincidem',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }

    const email = uniqueEmail('signup');
    await page.getByLabel('Nome').fill('Bruno Lima');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Telefone').fill('11987654321');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await page.getByLabel('Senha', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
    // Nothing is signed in yet: the screen asks for the mailed link.
    await page.getByText('Confirme seu email').waitFor();
    await page.getByText(SIGNUP_SENT_MESSAGE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cadastro');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    const link = await signupLinkFor(email);
    await page.goto(link.pathname + link.search);
    await page.getByText('Conta criada com sucesso! Seu teste grátis de 7 dias começou.').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByText('Bruno Lima').first().waitFor();
    // The link works once.
    const again = await browser.newPage();
    await again.page.goto(link.pathname + link.search);
    await again.page
      .getByRole('alert')
      .filter({ hasText: 'Link de confirmação inválido ou expirado.' })
      .waitFor();
    await again.context.close();
    await context.close();
  });

  it('answers a sign-up with a registered email exactly like a new one, and tells only the owner', async () => {
    const owner = await registerUser(uniqueEmail('dona'), 'Dona da Conta');
    const { page, context } = await browser.newPage();
    await page.goto('/cadastro');
    await page.getByLabel('Nome').fill('Curioso');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('Intrusa123');
    await page.getByLabel('Confirmar senha').fill('Intrusa123');
    await page.getByRole('button', { name: 'Criar Conta Grátis' }).click();
    await page.getByText('Confirme seu email').waitFor();
    await page.getByText(SIGNUP_SENT_MESSAGE).waitFor();
    expect(await page.getByText('Este email já está cadastrado.').count()).toBe(0);
    const notice = await vi.waitUntil(
      () => {
        const mail = lastMailTo(owner.email);
        return mail?.text.includes('Alguém tentou criar uma conta') ? mail : undefined;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(notice.text).toMatch(/\/esqueci-senha/);
    expect(notice.text).not.toMatch(/confirmar-email/);
    await context.close();
  });

  it('resets a forgotten password with the mailed link, which ends the extension token', async () => {
    const user = await registerUser();
    // The extension's token, made before the reset: the reset must end it and /extensao say why.
    const session = await fetch(`${baseUrl()}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const sessionToken = (await session.json()).data.token as string;
    const created = await fetch(`${baseUrl()}/api/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}` },
      body: JSON.stringify({ name: 'Extensão Chrome' }),
    });
    expect(created.status).toBe(201);
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(/\/esqueci-senha/);
    // The route's code arrives lazily: wait for its form, not the login form still on screen.
    const send = page.getByRole('button', { name: 'Enviar link de redefinição' });
    await send.waitFor();
    await page.getByLabel('Email').fill(user.email);
    await send.click();
    await page.getByRole('button', { name: 'Tentar outro email' }).waitFor();

    // The mail leaves through the outbox worker, after the answer.
    // The account's sign-up mail came first: wait for the one carrying the reset link.
    const link = await vi.waitUntil(
      () => /https?:\/\/\S+\/redefinir-senha\?token=\S+/.exec(lastMailTo(user.email)?.text ?? '')?.[0],
      { timeout: 10_000, interval: 50 },
    );
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2026');
    await page.getByLabel('Confirmar nova senha').fill('NovaSenha2026');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.waitForURL(/\/login/, { timeout: 10_000 });

    await loginThroughUi(page, user.email, 'NovaSenha2026');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/extensao?tab=tokens');
    await page.getByTestId('token-recovery-notice').waitFor();
    await page
      .getByTestId('token-revoked-reason')
      .getByText(/^Revogado: senha redefinida em /)
      .waitFor();
    await context.close();
  });
});
