import { rateLimitedMessage, waitText } from '@sniperads/contract';
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
    // The message says how long to wait, and agrees with Retry-After.
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({
      success: false,
      message: rateLimitedMessage(wait),
      code: 'RATE_LIMITED',
    });
    expect(limited.body.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ (segundos?|minuto)\.$/);
    // Another address is not limited.
    const elsewhere = testClient(t.app, undefined, { remoteAddress: '10.1.1.2' });
    expect((await elsewhere.auth.login({ body: { email: 'a@example.com', password: 'x' } })).status).toBe(
      401,
    );
  });

  it('words the wait as a person would', () => {
    expect(waitText(1)).toBe('1 segundo');
    expect(waitText(45)).toBe('45 segundos');
    expect(waitText(60)).toBe('1 minuto');
    expect(waitText(61)).toBe('2 minutos');
    expect(rateLimitedMessage(30)).toBe('Muitas tentativas. Tente novamente em 30 segundos.');
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
