import { AUTH_MESSAGES } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { createUser, expectStatus, testClient, useTestApp } from '../../../test/helpers/app';

const t = useTestApp({ authRateLimit: { max: 3, timeWindow: '1 minute' } });

// Limits are kept per address: each test calls from an address of its own.
describe('auth rate limit', () => {
  it('answers 429 in pt-BR after too many login attempts from one address', async () => {
    const api = testClient(t.app, undefined, { remoteAddress: '10.1.1.1' });
    const attempt = () => api.auth.login({ body: { email: 'a@example.com', password: 'x' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).status);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.body).toEqual({
      success: false,
      message: AUTH_MESSAGES.tooManyAttempts,
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not limited.
    const elsewhere = testClient(t.app, undefined, { remoteAddress: '10.1.1.2' });
    expect((await elsewhere.auth.login({ body: { email: 'a@example.com', password: 'x' } })).status).toBe(
      401,
    );
  });

  it('does not limit authenticated calls such as /auth/me, nor routes outside auth', async () => {
    const user = await createUser(t.database);
    const from = { remoteAddress: '10.9.9.9' };
    const res = await testClient(t.app, undefined, from).auth.login({
      body: { email: user.email, password: user.password },
    });
    const token = expectStatus(res, 200).data.token;
    const api = testClient(t.app, token, from);
    for (let i = 0; i < 6; i++) {
      expect((await api.auth.me()).status).toBe(200);
      expect((await api.system.health()).status).toBe(200);
    }
  });
});
