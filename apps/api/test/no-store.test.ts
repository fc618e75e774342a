import { describe, expect, it } from 'vitest';
import { bearer, userSession, useTestApp } from './helpers/app';
import { createFavorite } from './helpers/factories';

/**
 * Issue 25: "A shared computer keeps private answers: signed-in JSON carries no Cache-Control;
 * after 'Sair' and closing the browser, favorites, folders and dashboard answers stay in the
 * profile's disk cache." Every API answer now says `no-store`, whichever way it is sent.
 */
const t = useTestApp();

const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('private answers are never stored by the browser', () => {
  it('marks signed-in answers no-store, including those sent again from the answer cache', async () => {
    const { user, token } = await userSession(t);
    await createFavorite(t.database, user.id, { url: 'https://loja.example/privada' });
    const urls = [
      '/api/auth/me',
      '/api/favorites/?per_page=8',
      '/api/folders/',
      '/api/dashboard/stats',
      '/api/keywords?limit=20',
      '/api/advertisements/?search=curso&per_page=5',
      '/api/tokens/',
    ];
    for (const url of urls) {
      // The second of each is the kept answer where the route keeps them (lib/answer-cache.ts).
      for (const attempt of [1, 2]) {
        const res = await send('GET', url, token);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} #${attempt}`).toBe('no-store');
      }
    }
  });

  it('marks error answers of authenticated routes no-store too', async () => {
    const { token } = await userSession(t);
    const answers = [
      await send('GET', '/api/favorites/'),
      await send('GET', '/api/folders/00000000-0000-4000-8000-000000000000', token),
      await send('GET', '/api/favorites/?per_page=abc', token),
      await send('GET', '/api/admin/dashboard', token),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 404, 400, 403]);
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('marks the answers that carry a session token no-store', async () => {
    const { user } = await userSession(t);
    const res = await send('POST', '/api/auth/', undefined, { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
