import { AUTH_MESSAGES, FORGOT_PASSWORD_MESSAGE } from '@sniperads/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';
import { outbox, passwordResets, sessions, users } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('POST /api/auth/ (login)', () => {
  it('returns a token and the session user for good credentials, whatever the email case', async () => {
    const user = await createUser(t.database, { email: 'maria@example.com', isTrial: true });
    const res = await post('/api/auth/', { email: 'MARIA@Example.com', password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: AUTH_MESSAGES.loginOk });
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.user).toMatchObject({ id: user.id, email: 'maria@example.com', is_trial: true });
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('answers 401 with the same message for a wrong password and for an unknown email', async () => {
    const user = await createUser(t.database);
    const wrong = await post('/api/auth/', { email: user.email, password: 'Errada123' });
    const unknown = await post('/api/auth/', { email: 'ninguem@example.com', password: 'Errada123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.badCredentials,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('rejects missing fields with a 400 envelope and per-field pt-BR messages', async () => {
    const res = await post('/api/auth/', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Email e senha são obrigatórios',
      errors: { email: ['Email e senha são obrigatórios'], password: ['Email e senha são obrigatórios'] },
    });
    const bad = await post('/api/auth/', { email: 'nao-e-email', password: 'x' });
    expect(bad.json().errors.email).toEqual(['Formato de email inválido']);
  });

  it('turns malformed JSON into a 400 envelope without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'JSON inválido no corpo da requisição.',
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
  });
});

describe('sessions: me, logout and refresh rotation', () => {
  it('serves /auth/me with the token and 401 without it', async () => {
    const user = await createUser(t.database);
    const token = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.unauthenticated);
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('abc.def.ghi'),
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('revokes the session on logout: the old token then gets 401', async () => {
    const user = await createUser(t.database);
    const token = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
    const out = await post('/api/auth/logout', undefined, bearer(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: AUTH_MESSAGES.logoutOk });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('rotates on refresh: the new token works, the old one is revoked and cannot refresh again', async () => {
    const user = await createUser(t.database);
    const oldToken = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
    const refreshed = await post('/api/auth/refresh-token', undefined, bearer(oldToken));
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.json().data.token as string;
    expect(newToken).not.toBe(oldToken);
    expect(refreshed.json().data.user.id).toBe(user.id);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(newToken) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/refresh-token', undefined, bearer(oldToken))).statusCode).toBe(401);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const user = await createUser(t.database);
    const token = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
    const [a, b] = await Promise.all([
      post('/api/auth/refresh-token', undefined, bearer(token)),
      post('/api/auth/refresh-token', undefined, bearer(token)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
  });

  it('refreshes an expired access token while its session is alive', async () => {
    const user = await createUser(t.database);
    const token = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
    const claims = t.app.jwt.decode<{ sid: string; sub: string }>(token)!;
    const expired = t.app.jwt.sign({ sid: claims.sid, sub: claims.sub }, { expiresIn: -10 } as never);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(expired) })).statusCode,
    ).toBe(401);
    const res = await post('/api/auth/refresh-token', undefined, bearer(expired));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a refresh without a token', async () => {
    const res = await post('/api/auth/refresh-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /api/auth/register', () => {
  const valid = {
    name: 'João da Silva',
    email: 'Joao@Example.com',
    phone: '(11) 98765-4321',
    password: 'Segura123',
    password_confirmation: 'Segura123',
  };

  it('creates an account with a 7-day trial and logs it in', async () => {
    const res = await post('/api/auth/register', valid);
    expect(res.statusCode).toBe(201);
    const { user, token } = res.json().data;
    expect(user).toMatchObject({ name: 'João da Silva', email: 'joao@example.com', phone: '11987654321' });
    expect(user.is_trial).toBe(true);
    expect(user.is_admin).toBe(false);
    expect(user.trial_days_remaining).toBe(7);
    const days = (Date.parse(user.trial_ends_at) - Date.parse(user.trial_started_at)) / 86_400_000;
    expect(days).toBe(7);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it('rejects a second account with the same email in any case (409 on the email field)', async () => {
    const res = await post('/api/auth/register', { ...valid, email: 'JOAO@example.COM' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: [AUTH_MESSAGES.emailTaken] },
    });
  });

  it('reports every sign-up rule with the spec messages', async () => {
    const res = await post('/api/auth/register', {
      name: ' ',
      email: 'x@',
      phone: '1234',
      password: 'abc',
      password_confirmation: 'abd',
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.name).toEqual(['Nome é obrigatório']);
    expect(errors.email).toEqual(['Email deve ter um formato válido']);
    expect(errors.phone).toEqual(['Telefone deve estar no formato (XX) XXXXX-XXXX']);
    expect(errors.password).toEqual([
      'Senha deve ter pelo menos 8 caracteres',
      'Senha deve ter pelo menos 1 letra maiúscula',
      'Senha deve ter pelo menos 1 número',
    ]);
    expect(errors.password_confirmation).toEqual(['Senhas não coincidem']);
  });
});

describe('password reset through the outbox', () => {
  const lastMailTo = async (email: string) => {
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return mail;
  };
  const tokenFrom = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

  it('answers the same for known and unknown emails and only mails the real account', async () => {
    const user = await createUser(t.database);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'fantasma@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMailTo(user.email)).toBeDefined();
    expect(await lastMailTo('fantasma@example.com')).toBeUndefined();
  });

  it('resets the password once with the mailed link and revokes open sessions', async () => {
    const user = await createUser(t.database);
    const oldSession = await login(t.app, { email: user.email, password: DEFAULT_PASSWORD });
    await post('/api/auth/forgot-password', { email: user.email });
    const mail = await lastMailTo(user.email);
    expect(mail!.text).toContain('http://app.test/redefinir-senha?token=');
    const token = tokenFrom(mail!.text);

    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'NovaSenha9',
      password_confirmation: 'NovaSenha9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(AUTH_MESSAGES.resetOk);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldSession) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/', { email: user.email, password: 'NovaSenha9' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', {
      token,
      password: 'OutraSenha9',
      password_confirmation: 'OutraSenha9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });

  it('refuses an expired link and a weak new password', async () => {
    const user = await createUser(t.database);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenFrom((await lastMailTo(user.email))!.text);
    const weak = await post('/api/auth/reset-password', {
      token,
      password: 'fraca',
      password_confirmation: 'fraca',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toContain('Senha deve ter pelo menos 8 caracteres');

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await post('/api/auth/reset-password', {
      token,
      password: 'NovaSenha9',
      password_confirmation: 'NovaSenha9',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });

  it('keeps a requested link from being the only valid one: a newer link invalidates the older', async () => {
    const user = await createUser(t.database);
    await post('/api/auth/forgot-password', { email: user.email });
    const first = tokenFrom((await lastMailTo(user.email))!.text);
    await new Promise((r) => setTimeout(r, 5));
    await post('/api/auth/forgot-password', { email: user.email });
    const res = await post('/api/auth/reset-password', {
      token: first,
      password: 'NovaSenha9',
      password_confirmation: 'NovaSenha9',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('role data', () => {
  it('reports admin and tester flags of the stored user', async () => {
    const admin = await createUser(t.database, { isAdmin: true, isTest: true });
    const token = await login(t.app, { email: admin.email, password: DEFAULT_PASSWORD });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ is_admin: true, is_test: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.lastActivityAt).not.toBeNull();
  });
});
