import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createUser, expectStatus, login, testClient, userSession, useTestApp } from './helpers/app';
import { createFavorite } from './helpers/factories';

/**
 * The hot reads run as prepared statements (built once, values bound per call): the session
 * check (modules/auth/sessions.repo.ts) and the plain favorites page (favorites.repo.ts). With the
 * caches off, every request here reaches them, many at once on the pool's connections, so a
 * statement answering with another call's values would show.
 */
const t = useTestApp({ cache: { ttlSeconds: 0, heartbeatMs: 2000, searchMaxBytes: 0 } });

const me = (token: string) => testClient(t.app, token).auth.me();

describe('prepared session check', () => {
  it('answers each of many concurrent sessions with its own account', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.database)));
    const tokens = await Promise.all(users.map((user) => login(t.app, user)));
    const answers = await Promise.all(Array.from({ length: 36 }, (_, i) => me(tokens[i % tokens.length]!)));
    answers.forEach((answer, i) => {
      expect(expectStatus(answer, 200).data.id).toBe(users[i % users.length]!.id);
    });
  });

  it('refuses revoked and expired sessions, and keeps the others', async () => {
    const [revokedUser, expiredUser, liveUser] = await Promise.all([
      createUser(t.database),
      createUser(t.database),
      createUser(t.database),
    ]);
    const [revoked, expired, live] = await Promise.all([
      login(t.app, revokedUser),
      login(t.app, expiredUser),
      login(t.app, liveUser),
    ]);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, revokedUser.id));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expiredUser.id));
    const [a, b, c] = await Promise.all([me(revoked), me(expired), me(live)]);
    expect([a.status, b.status, c.status]).toEqual([401, 401, 200]);
  });
});

describe('prepared favorites page', () => {
  it('pages and counts each account’s favorites, past the last page too', async () => {
    const [a, b] = await Promise.all([userSession(t), userSession(t)]);
    for (let i = 1; i <= 5; i++) {
      await createFavorite(t.database, a.user.id, {
        url: `https://a.example/${i}`,
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
      });
    }
    await createFavorite(t.database, b.user.id, { url: 'https://b.example/1' });
    const [first, second, past, other] = await Promise.all([
      a.api.favorites.getFavorites({ query: { per_page: 4 } }),
      a.api.favorites.getFavorites({ query: { per_page: 4, page: 2 } }),
      a.api.favorites.getFavorites({ query: { per_page: 4, page: 3 } }),
      b.api.favorites.getFavorites({ query: { per_page: 4 } }),
    ]);
    const urls = (page: { data: { url: string }[] }) => page.data.map((f) => f.url);
    expect(urls(expectStatus(first, 200))).toEqual([5, 4, 3, 2].map((i) => `https://a.example/${i}`));
    expect(expectStatus(first, 200).meta).toMatchObject({ total: 5, last_page: 2 });
    expect(urls(expectStatus(second, 200))).toEqual(['https://a.example/1']);
    expect(expectStatus(past, 200)).toMatchObject({ data: [], meta: { total: 5, current_page: 3 } });
    expect(expectStatus(other, 200)).toMatchObject({
      data: [{ url: 'https://b.example/1' }],
      meta: { total: 1 },
    });
    const none = await userSession(t);
    expect(expectStatus(await none.api.favorites.getFavorites(), 200).meta.total).toBe(0);
  });
});
