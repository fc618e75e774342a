import { TOKEN_MESSAGES } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, createUser, login, type TestContext } from '../../../test/helpers/app';
import { apiTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { API_TOKEN_PATTERN } from '../../plugins/auth';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const newSession = async (flags: { isAdmin?: boolean } = {}) => {
  const user = await createUser(t.database, flags);
  return { user, headers: bearer(await login(t.app, { email: user.email, password: user.password })) };
};
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('API token lifecycle', () => {
  it('creates a token once, shows the secret only then and keeps only its hash', async () => {
    const { user, headers } = await newSession();
    const res = await call('POST', '/api/tokens', headers, { name: '  Extensão Chrome ' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.token).toMatch(API_TOKEN_PATTERN);
    expect(created).toMatchObject({
      name: 'Extensão Chrome',
      status: 'active',
      usage_count: 0,
      last_used_at: null,
    });
    expect(created.abilities).toEqual(['read:ads', 'write:ads', 'write:favorites']);
    expect(created.token_preview.startsWith(created.token.slice(0, 16))).toBe(true);
    expect(new Date(created.expires_at).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row!.secretHash).toBe(sha256(created.token));
    // The secret is everything after `sa_<prefix>_` (it may itself contain '_').
    const secret = created.token.slice(`sa_${row!.prefix}_`.length);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await call('GET', '/api/tokens', headers);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.body).not.toContain(created.token);
    const one = await call('GET', `/api/tokens/${created.id}`, headers);
    expect(one.json().data).not.toHaveProperty('token');
  });

  it("refuses a second active token with 'Limite atingido' and a blank name with 'Nome obrigatório'", async () => {
    const { headers } = await newSession();
    const blank = await call('POST', '/api/tokens', headers, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toEqual(['Nome obrigatório']);
    const bad = await call('POST', '/api/tokens', headers, { name: 'x', abilities: ['admin:all'] });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/api/tokens', headers, { name: 'Primeiro' })).statusCode).toBe(201);
    const second = await call('POST', '/api/tokens', headers, { name: 'Segundo' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(TOKEN_MESSAGES.limit);
  });

  it('yields exactly one token when creations race', async () => {
    const { user, headers } = await newSession();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('POST', '/api/tokens', headers, { name: `Corrida ${i}` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('authenticates by ability, counts uses, and stops working the moment it is revoked', async () => {
    const { headers } = await newSession();
    const created = (
      await call('POST', '/api/tokens', headers, { name: 'Só leitura', abilities: ['read:ads'] })
    ).json().data;
    const asToken = bearer(created.token);
    const who = await call('GET', '/api/tokens/current', asToken);
    expect(who.statusCode).toBe(200);
    expect(who.json().data.token.id).toBe(created.id);
    // Tokens never manage tokens, profiles or admin routes.
    expect((await call('GET', '/api/tokens', asToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/profile/', asToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/dashboard', asToken)).statusCode).toBe(403);

    await vi.waitFor(async () => {
      const stats = (await call('GET', '/api/tokens/stats/overview', headers)).json().data;
      expect(stats).toEqual({ active: 1, total_usage: 1, available_slots: 0, recently_used: 1 });
    });

    const revoked = await call('DELETE', `/api/tokens/${created.id}`, headers);
    expect(revoked.json().message).toBe(TOKEN_MESSAGES.revoked);
    expect((await call('GET', '/api/tokens/current', asToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/tokens?active_only=true', headers)).json().data).toEqual([]);
    expect((await call('GET', '/api/tokens', headers)).json().data[0].status).toBe('revoked');
    expect((await call('POST', `/api/tokens/${created.id}/renew`, headers)).statusCode).toBe(409);
    // A slot is free again.
    expect((await call('POST', '/api/tokens', headers, { name: 'Novo' })).statusCode).toBe(201);
  });

  it('refuses an expired token and renews it for another 90 days', async () => {
    const { headers } = await newSession();
    const created = (await call('POST', '/api/tokens', headers, { name: 'Velho' })).json().data;
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    const expired = await call('GET', '/api/tokens/current', bearer(created.token));
    expect(expired.statusCode).toBe(401);
    expect((await call('GET', `/api/tokens/${created.id}`, headers)).json().data.status).toBe('expired');
    const renewed = await call('POST', `/api/tokens/${created.id}/renew`, headers);
    expect(renewed.json().data.status).toBe('active');
    expect((await call('GET', '/api/tokens/current', bearer(created.token))).statusCode).toBe(200);
  });

  it("answers 404 for another user's token and revokes all of one's own", async () => {
    const a = await newSession();
    const b = await newSession();
    const token = (await call('POST', '/api/tokens', a.headers, { name: 'De A' })).json().data;
    expect((await call('GET', `/api/tokens/${token.id}`, b.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tokens/${token.id}`, b.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/tokens/${token.id}/renew`, b.headers)).statusCode).toBe(404);
    const all = await call('DELETE', '/api/tokens', a.headers);
    expect(all.json().data).toEqual({ revoked: 1 });
    expect((await call('GET', '/api/tokens/current', bearer(token.token))).statusCode).toBe(401);
  });
});
