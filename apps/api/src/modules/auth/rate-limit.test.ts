import { AUTH_MESSAGES } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  type TestContext,
} from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: { max: 3, timeWindow: '1 minute' } });
});
afterAll(async () => t.close());

describe('auth rate limit', () => {
  it('answers 429 in pt-BR after too many login attempts from one address', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/', payload: { email: 'a@example.com', password: 'x' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.tooManyAttempts,
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not limit authenticated calls such as /auth/me, nor routes outside auth', async () => {
    const user = await createUser(t.database);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      remoteAddress: '10.9.9.9',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    const token = res.json().data.token as string;
    for (let i = 0; i < 6; i++) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
