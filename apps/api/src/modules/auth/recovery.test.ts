import { ADMIN_MESSAGES, AUTH_MESSAGES, PROFILE_MESSAGES, TOKEN_MESSAGES } from '@sniperads/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStatus, login, testClient, userSession, useTestApp } from '../../../test/helpers/app';
import { apiTokens, auditLog, outbox } from '../../db/schema';

/**
 * What each way of changing a password ends: a recovery (the emailed link, or an admin) ends every
 * session and API token; a change with the current password ends the other sessions and every
 * API token, and keeps the session it was made in.
 */
const t = useTestApp();

const NEW_PASSWORD = 'NovaSenha9';

/** A user with two open sessions and the extension's token. */
const equippedUser = async () => {
  const first = await userSession(t);
  const secondToken = await login(t.app, first.user);
  const created = expectStatus(
    await first.api.tokens.createToken({ body: { name: 'Extensão Chrome' } }),
    201,
  );
  return {
    ...first,
    second: testClient(t.app, secondToken),
    extension: testClient(t.app, created.data.token),
    tokenId: created.data.id,
  };
};

const mailsTo = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));

const tokenRow = async (id: string) =>
  (await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!;

const resetThroughLink = async (email: string) => {
  const api = testClient(t.app);
  expect((await api.auth.forgotPassword({ body: { email } })).status).toBe(200);
  const [mail] = await mailsTo(email);
  const token = decodeURIComponent(/token=(\S+)/.exec(mail!.text)![1]!);
  return api.auth.resetPassword({
    body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });
};

describe('a reset through the emailed link', () => {
  it('ends every session and the extension token, says so, and /extensao shows why', async () => {
    const u = await equippedUser();
    expect((await u.extension.tokens.getCurrentToken()).status).toBe(200);

    const done = expectStatus(await resetThroughLink(u.user.email), 200);
    expect(done.message).toBe(AUTH_MESSAGES.resetOk);
    expect(done.message).toMatch(/sessões e o token da extensão/);

    expect((await u.api.auth.me()).status).toBe(401);
    expect((await u.second.auth.me()).status).toBe(401);
    const refused = await u.extension.tokens.getCurrentToken();
    expect(refused.status).toBe(401);

    const row = await tokenRow(u.tokenId);
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedReason).toBe('password_reset');

    const fresh = testClient(t.app, await login(t.app, { email: u.user.email, password: NEW_PASSWORD }));
    const [listed] = expectStatus(await fresh.tokens.getTokens(), 200).data;
    expect(listed).toMatchObject({ id: u.tokenId, status: 'revoked', revoked_reason: 'password_reset' });
    expect(listed!.revoked_at).not.toBeNull();
    // The freed slot lets the owner make a new token at once.
    expect((await fresh.tokens.createToken({ body: { name: 'Nova extensão' } })).status).toBe(201);

    const [notice] = await mailsTo(u.user.email);
    expect(notice!.subject).toBe('SniperAds — sua senha foi alterada');
    expect(notice!.text).toContain('todas as sessões abertas e o token da extensão foram encerrados');
    expect(notice!.text).toContain('http://app.test/extensao');
  });
});

describe('an admin setting the password', () => {
  it("ends the user's sessions and tokens, records how many, and tells the user", async () => {
    const u = await equippedUser();
    const admin = await userSession(t, { role: 'admin' });
    const res = expectStatus(
      await admin.api.admin.setUserPassword({ params: { id: u.user.id }, body: { password: NEW_PASSWORD } }),
      200,
    );
    expect(res.message).toBe(ADMIN_MESSAGES.passwordChanged);

    expect((await u.api.auth.me()).status).toBe(401);
    expect((await u.second.auth.me()).status).toBe(401);
    expect((await u.extension.tokens.getCurrentToken()).status).toBe(401);
    expect((await tokenRow(u.tokenId)).revokedReason).toBe('admin_password_reset');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, u.user.id), eq(auditLog.action, 'user.password')));
    expect(entry!.details).toEqual({ revoked_tokens: 1 });

    const [notice] = await mailsTo(u.user.email);
    expect(notice!.text).toContain('Um administrador redefiniu a senha da sua conta');
    // The admin's own session and tokens are untouched.
    expect((await admin.api.auth.me()).status).toBe(200);
  });
});

describe('a change with the current password', () => {
  it('ends the other sessions and the extension token, keeps this session, and says so', async () => {
    const u = await equippedUser();
    const res = expectStatus(
      await u.api.profile.changePassword({
        body: {
          current_password: u.user.password,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      }),
      200,
    );
    expect(res.message).toBe(PROFILE_MESSAGES.passwordChanged);
    expect(res.message).toMatch(/o token da extensão foi revogado: gere um novo/);

    expect((await u.api.auth.me()).status).toBe(200);
    expect((await u.second.auth.me()).status).toBe(401);
    expect((await u.extension.tokens.getCurrentToken()).status).toBe(401);
    expect(await tokenRow(u.tokenId)).toMatchObject({ revokedReason: 'password_change' });

    const [notice] = await mailsTo(u.user.email);
    expect(notice!.text).toContain('a sessão em que a troca foi feita continua ativa');
    expect(notice!.text).toContain('gere um novo token em http://app.test/extensao');
  });
});

describe('a token revoked by its owner', () => {
  it("is listed with the reason 'user'", async () => {
    const u = await equippedUser();
    expect(expectStatus(await u.api.tokens.revokeToken({ params: { id: u.tokenId } }), 200).message).toBe(
      TOKEN_MESSAGES.revoked,
    );
    const one = expectStatus(await u.api.tokens.getToken({ params: { id: u.tokenId } }), 200).data;
    expect(one).toMatchObject({ status: 'revoked', revoked_reason: 'user' });
    const active = expectStatus(await u.api.tokens.getTokens(), 200).data;
    expect(active.every((tk) => tk.revoked_reason === (tk.status === 'revoked' ? 'user' : null))).toBe(true);
  });
});
