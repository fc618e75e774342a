import { AUTH_MESSAGES, FORGOT_PASSWORD_MESSAGE, SIGNUP_SENT_MESSAGE } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  createUser,
  DEFAULT_PASSWORD,
  expectStatus,
  login,
  testClient,
  useTestApp,
} from '../../../test/helpers/app';
import { outbox, passwordResets, sessions, users } from '../../db/schema';

const t = useTestApp();
/** Calls without a session. */
const api = testClient(t);

const me = (token: string) => testClient(t.app, token).auth.me();

describe('POST /api/auth/ (login)', () => {
  it('returns a token and the session user for good credentials, whatever the email case', async () => {
    const user = await createUser(t.database, { email: 'maria@example.com', trial: { daysLeft: 7 } });
    const res = await api.auth.login({ body: { email: 'MARIA@Example.com', password: DEFAULT_PASSWORD } });
    const body = expectStatus(res, 200);
    expect(body).toMatchObject({ success: true, message: AUTH_MESSAGES.loginOk });
    expect(body.data.token_type).toBe('Bearer');
    expect(body.data.user).toMatchObject({
      id: user.id,
      email: 'maria@example.com',
      is_trial: true,
      plan: 'free',
      effective_plan: 'pro',
      plan_source: 'trial',
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('answers 401 with the same message for a wrong password and for an unknown email', async () => {
    const user = await createUser(t.database);
    const wrong = await api.auth.login({ body: { email: user.email, password: 'Errada123' } });
    const unknown = await api.auth.login({ body: { email: 'ninguem@example.com', password: 'Errada123' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: AUTH_MESSAGES.badCredentials,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('rejects missing fields with a 400 envelope and per-field pt-BR messages', async () => {
    const res = await api.auth.login({ body: { email: '', password: '' } });
    expect(expectStatus(res, 400)).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Email e senha são obrigatórios',
      errors: { email: ['Email e senha são obrigatórios'], password: ['Email e senha são obrigatórios'] },
    });
    const bad = await api.auth.login({ body: { email: 'nao-e-email', password: 'x' } });
    expect(expectStatus(bad, 400).errors?.email).toEqual(['Formato de email inválido']);
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
    const token = await login(t.app, user);
    expect(expectStatus(await me(token), 200).data.id).toBe(user.id);
    const anonymous = expectStatus(await api.auth.me(), 401);
    expect(anonymous.message).toBe(AUTH_MESSAGES.unauthenticated);
    expect((await me('abc.def.ghi')).status).toBe(401);
  });

  it('revokes the session on logout: the old token then gets 401', async () => {
    const token = await login(t.app, await createUser(t.database));
    const out = await testClient(t.app, token).auth.logout();
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: AUTH_MESSAGES.logoutOk });
    expect((await me(token)).status).toBe(401);
  });

  it('rotates on refresh: the new token works, the old one is revoked and cannot refresh again', async () => {
    const user = await createUser(t.database);
    const oldToken = await login(t.app, user);
    const refreshed = expectStatus(await testClient(t.app, oldToken).auth.refreshToken(), 200);
    const newToken = refreshed.data.token;
    expect(newToken).not.toBe(oldToken);
    expect(refreshed.data.user.id).toBe(user.id);

    expect((await me(newToken)).status).toBe(200);
    expect((await me(oldToken)).status).toBe(401);
    expect((await testClient(t.app, oldToken).auth.refreshToken()).status).toBe(401);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const client = testClient(t.app, await login(t.app, await createUser(t.database)));
    const [a, b] = await Promise.all([client.auth.refreshToken(), client.auth.refreshToken()]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
  });

  it('refreshes an expired access token while its session is alive', async () => {
    const token = await login(t.app, await createUser(t.database));
    const claims = t.app.jwt.decode<{ sid: string; sub: string }>(token)!;
    const expired = t.app.jwt.sign({ sid: claims.sid, sub: claims.sub }, { expiresIn: -10 } as never);
    expect((await me(expired)).status).toBe(401);
    expect((await testClient(t.app, expired).auth.refreshToken()).status).toBe(200);
  });

  it('refuses an access token once it expires, though it was accepted (and remembered) before', async () => {
    const token = await login(t.app, await createUser(t.database));
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.config.accessTokenTtlMinutes + 1) * 60_000 });
    try {
      expect((await me(token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token whose signature does not match, even for a session it names', async () => {
    const token = await login(t.app, await createUser(t.database));
    expect((await me(token)).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses a refresh without a token', async () => {
    const res = await api.auth.refreshToken();
    expect(expectStatus(res, 401).success).toBe(false);
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

  const linkIn = (text: string) => decodeURIComponent(/confirmar-email\?token=(\S+)/.exec(text)![1]!);

  it('makes the account only when the mailed link is opened: a 7-day trial, signed in', async () => {
    const sent = expectStatus(await api.auth.register({ body: valid }), 202);
    expect(sent).toEqual({ success: true, message: SIGNUP_SENT_MESSAGE });
    // Nothing to sign in with yet.
    expect((await api.auth.login({ body: { email: valid.email, password: valid.password } })).status).toBe(
      401,
    );
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'joao@example.com'));
    expect(mail!.text).toContain('http://app.test/confirmar-email?token=');
    const res = expectStatus(await api.auth.confirmSignup({ body: { token: linkIn(mail!.text) } }), 200);
    expect(res.message).toBe(AUTH_MESSAGES.registerOk);
    const { user, token } = res.data;
    expect(user).toMatchObject({ name: 'João da Silva', email: 'joao@example.com', phone: '11987654321' });
    expect(user.is_trial).toBe(true);
    expect(user.is_admin).toBe(false);
    expect(user.trial_days_remaining).toBe(7);
    const days = (Date.parse(user.trial_ends_at!) - Date.parse(user.trial_started_at!)) / 86_400_000;
    expect(days).toBe(7);
    expect((await me(token)).status).toBe(200);
    // The link works once.
    const again = await api.auth.confirmSignup({ body: { token: linkIn(mail!.text) } });
    expect(expectStatus(again, 400).message).toBe(AUTH_MESSAGES.confirmInvalid);
  });

  it('reports every sign-up rule with the spec messages', async () => {
    const res = await api.auth.register({
      body: { name: ' ', email: 'x@', phone: '1234', password: 'abc', password_confirmation: 'abd' },
    });
    const { errors } = expectStatus(res, 400);
    expect(errors?.name).toEqual(['Nome é obrigatório']);
    expect(errors?.email).toEqual(['Email deve ter um formato válido']);
    expect(errors?.phone).toEqual(['Telefone deve estar no formato (XX) XXXXX-XXXX']);
    expect(errors?.password).toEqual([
      'Senha deve ter pelo menos 8 caracteres',
      'Senha deve ter pelo menos 1 letra maiúscula',
      'Senha deve ter pelo menos 1 número',
    ]);
    expect(errors?.password_confirmation).toEqual(['Senhas não coincidem']);
  });
});

describe('password reset through the outbox', () => {
  const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.to, email));
  const tokenFrom = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);
  /** Asks for a reset link and returns the token of the mail it sent. */
  const requestLink = async (email: string) => {
    const before = new Set((await mailsTo(email)).map((m) => m.id));
    expect((await api.auth.forgotPassword({ body: { email } })).status).toBe(200);
    const sent = (await mailsTo(email)).filter((m) => !before.has(m.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('http://app.test/redefinir-senha?token=');
    return tokenFrom(sent[0]!.text);
  };
  const reset = (token: string, password: string) =>
    api.auth.resetPassword({ body: { token, password, password_confirmation: password } });

  it('answers the same for known and unknown emails and only mails the real account', async () => {
    const user = await createUser(t.database);
    const known = await api.auth.forgotPassword({ body: { email: user.email } });
    const unknown = await api.auth.forgotPassword({ body: { email: 'fantasma@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo('fantasma@example.com')).toEqual([]);
  });

  it('resets the password once with the mailed link and revokes open sessions', async () => {
    const user = await createUser(t.database);
    const oldSession = await login(t.app, user);
    const token = await requestLink(user.email);

    expect(expectStatus(await reset(token, 'NovaSenha9'), 200).message).toBe(AUTH_MESSAGES.resetOk);
    expect((await me(oldSession)).status).toBe(401);
    expect((await api.auth.login({ body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await api.auth.login({ body: { email: user.email, password: 'NovaSenha9' } })).status).toBe(200);

    const again = expectStatus(await reset(token, 'OutraSenha9'), 400);
    expect(again.message).toBe(AUTH_MESSAGES.resetInvalid);
  });

  it('refuses an expired link and a weak new password', async () => {
    const user = await createUser(t.database);
    const token = await requestLink(user.email);
    const weak = expectStatus(await reset(token, 'fraca'), 400);
    expect(weak.errors?.password).toContain('Senha deve ter pelo menos 8 caracteres');

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = expectStatus(await reset(token, 'NovaSenha9'), 400);
    expect(expired.message).toBe(AUTH_MESSAGES.resetInvalid);
  });

  it('keeps only the newest link valid: a newer link invalidates the older', async () => {
    const user = await createUser(t.database);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(expectStatus(await reset(first, 'NovaSenha9'), 400).message).toBe(AUTH_MESSAGES.resetInvalid);
    expect((await reset(second, 'NovaSenha9')).status).toBe(200);
  });
});

describe('role data', () => {
  it('reports admin and tester flags of the stored user', async () => {
    const admin = await createUser(t.database, { isAdmin: true, isTest: true });
    const token = await login(t.app, admin);
    expect(expectStatus(await me(token), 200).data).toMatchObject({ is_admin: true, is_test: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.lastActivityAt).not.toBeNull();
  });
});
