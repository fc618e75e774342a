import { TOKEN_MESSAGES } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, expectStatus, testClient, userSession, useTestApp } from '../../../test/helpers/app';
import { until } from '../../../test/helpers/until';
import { apiTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { API_TOKEN_PATTERN } from '../../plugins/auth';

const t = useTestApp();

describe('API token lifecycle', () => {
  it('creates a token once, shows the secret only then and keeps only its hash', async () => {
    const { user, api } = await userSession(t);
    const created = expectStatus(
      await api.tokens.createToken({ body: { name: '  Extensão Chrome ' } }),
      201,
    ).data;
    expect(created.token).toMatch(API_TOKEN_PATTERN);
    expect(created).toMatchObject({
      name: 'Extensão Chrome',
      status: 'active',
      usage_count: 0,
      last_used_at: null,
    });
    expect(created.abilities).toEqual(['read:ads', 'write:ads', 'write:favorites']);
    expect(created.token_preview.startsWith(created.token.slice(0, 16))).toBe(true);
    expect(new Date(created.expires_at!).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row!.secretHash).toBe(sha256(created.token));
    // The secret is everything after `sa_<prefix>_` (it may itself contain '_').
    const secret = created.token.slice(`sa_${row!.prefix}_`.length);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = expectStatus(await api.tokens.getTokens(), 200);
    expect(listed.data).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const one = expectStatus(await api.tokens.getToken({ params: { id: created.id } }), 200);
    expect(one.data).not.toHaveProperty('token');
  });

  it("refuses a second active token with 'Limite atingido' and a blank name with 'Nome obrigatório'", async () => {
    const { api, token } = await userSession(t);
    const blank = expectStatus(await api.tokens.createToken({ body: { name: '   ' } }), 400);
    expect(blank.errors?.name).toEqual(['Nome obrigatório']);
    const badAbility = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer(token),
      payload: { name: 'x', abilities: ['admin:all'] },
    });
    expect(badAbility.statusCode).toBe(400);
    expect((await api.tokens.createToken({ body: { name: 'Primeiro' } })).status).toBe(201);
    const second = expectStatus(await api.tokens.createToken({ body: { name: 'Segundo' } }), 409);
    expect(second.message).toBe(TOKEN_MESSAGES.limit);
  });

  it('yields exactly one token when creations race', async () => {
    const { user, api } = await userSession(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.tokens.createToken({ body: { name: `Corrida ${i}` } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('authenticates by ability, counts uses, and stops working the moment it is revoked', async () => {
    const { api } = await userSession(t);
    const created = expectStatus(
      await api.tokens.createToken({ body: { name: 'Só leitura', abilities: ['read:ads'] } }),
      201,
    ).data;
    const asToken = testClient(t.app, created.token);
    const who = expectStatus(await asToken.tokens.getCurrentToken(), 200);
    expect(who.data.token?.id).toBe(created.id);
    // Tokens never manage tokens, profiles or admin routes.
    expect((await asToken.tokens.getTokens()).status).toBe(403);
    expect((await asToken.profile.getProfile()).status).toBe(403);
    expect((await asToken.admin.getDashboard()).status).toBe(403);

    // Uses are counted after the answer is sent.
    const readStats = async () => expectStatus(await api.tokens.getTokenStats(), 200).data;
    const stats = await until('the use is counted', readStats, (s) => s.total_usage > 0);
    expect(stats).toEqual({ active: 1, total_usage: 1, available_slots: 0, recently_used: 1 });

    const revoked = expectStatus(await api.tokens.revokeToken({ params: { id: created.id } }), 200);
    expect(revoked.message).toBe(TOKEN_MESSAGES.revoked);
    expect((await asToken.tokens.getCurrentToken()).status).toBe(401);
    const active = expectStatus(await api.tokens.getTokens({ query: { active_only: 'true' } }), 200);
    expect(active.data).toEqual([]);
    expect(expectStatus(await api.tokens.getTokens(), 200).data[0]?.status).toBe('revoked');
    expect((await api.tokens.renewToken({ params: { id: created.id } })).status).toBe(409);
    // A slot is free again.
    expect((await api.tokens.createToken({ body: { name: 'Novo' } })).status).toBe(201);
  });

  it('refuses an expired token and renews it for another 90 days', async () => {
    const { api } = await userSession(t);
    const created = expectStatus(await api.tokens.createToken({ body: { name: 'Velho' } }), 201).data;
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    const asToken = testClient(t.app, created.token);
    expect((await asToken.tokens.getCurrentToken()).status).toBe(401);
    const expired = expectStatus(await api.tokens.getToken({ params: { id: created.id } }), 200);
    expect(expired.data.status).toBe('expired');
    const renewed = expectStatus(await api.tokens.renewToken({ params: { id: created.id } }), 200);
    expect(renewed.data.status).toBe('active');
    expect(new Date(renewed.data.expires_at!).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect((await asToken.tokens.getCurrentToken()).status).toBe(200);
  });

  it("answers 404 for another user's token and revokes all of one's own", async () => {
    const a = await userSession(t);
    const b = await userSession(t);
    const token = expectStatus(await a.api.tokens.createToken({ body: { name: 'De A' } }), 201).data;
    const params = { id: token.id };
    expect((await b.api.tokens.getToken({ params })).status).toBe(404);
    expect((await b.api.tokens.revokeToken({ params })).status).toBe(404);
    expect((await b.api.tokens.renewToken({ params })).status).toBe(404);
    expect(expectStatus(await a.api.tokens.revokeAllTokens(), 200).data).toEqual({ revoked: 1 });
    expect((await testClient(t.app, token.token).tokens.getCurrentToken()).status).toBe(401);
  });
});
