import { AUTH_MESSAGES } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers/app';

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

  it('does not limit routes outside the auth module', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});
