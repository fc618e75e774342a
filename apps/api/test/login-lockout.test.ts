import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createUser, testClient, useTestApp } from './helpers/app';

/**
 * Issue 25: "Anyone can lock anyone out: 6 anonymous wrong passwords on an email (admins too) →
 * 15 min of 429 for the right password", and "the per-address login limit keys on the full IPv6
 * address". These attacks must not work any more; guessing must still be slowed down.
 */
const defaults = loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(40) }).loginThrottle;
const t = useTestApp({
  // The product's thresholds, with a short slowdown step so the journey stays quick.
  loginThrottle: { ...defaults, slowdownStepMs: 5 },
});

let counter = 0;
const strangerAddress = () => `198.51.${Math.floor(++counter / 250)}.${counter % 250}`;
const loginFrom = (address: string, email: string, password: string) =>
  testClient(t.app, undefined, { remoteAddress: address }).auth.login({ body: { email, password } });

describe('a stranger cannot lock the owner out', () => {
  it("lets an admin in with the right password after strangers' wrong ones from many addresses", async () => {
    const admin = await createUser(t.database, { role: 'admin' });
    for (let i = 0; i < 20; i++) {
      expect((await loginFrom(strangerAddress(), admin.email, 'Errada123')).status).toBe(401);
    }
    expect((await loginFrom('203.0.113.10', admin.email, admin.password)).status).toBe(200);
  });

  it('locks only the guessing address: the owner elsewhere signs in, the guesser waits', async () => {
    const owner = await createUser(t.database);
    const guesser = '198.18.0.66';
    const statuses = [];
    for (let i = 0; i < defaults.maxAttempts + 2; i++) {
      statuses.push((await loginFrom(guesser, owner.email, 'Errada123')).status);
    }
    expect(statuses.slice(0, defaults.maxAttempts + 1).every((s) => s === 401)).toBe(true);
    const locked = await loginFrom(guesser, owner.email, owner.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'ACCOUNT_THROTTLED' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginFrom('203.0.113.11', owner.email, owner.password)).status).toBe(200);
  });
});

describe('guessing from one address is still limited', () => {
  it('counts every address of one IPv6 /64 as one address on an account', async () => {
    const owner = await createUser(t.database);
    const answers = [];
    for (let i = 1; i <= defaults.maxAttempts + 2; i++) {
      answers.push(await loginFrom(`2001:db8:77:1::${i.toString(16)}`, owner.email, 'Errada123'));
    }
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ code: 'ACCOUNT_THROTTLED' });
    // Another /64 is another address.
    expect((await loginFrom('2001:db8:77:2::1', owner.email, owner.password)).status).toBe(200);
  });

  it('refuses an address that fails on many accounts, and only that address', async () => {
    const owner = await createUser(t.database);
    const sprayer = '198.18.1.1';
    const statuses = [];
    for (let i = 0; i < defaults.addressMaxFailures + 1; i++) {
      statuses.push((await loginFrom(sprayer, `alvo-${i}-${counter}@example.com`, 'Verao2025!')).status);
    }
    expect(statuses.slice(0, defaults.addressMaxFailures).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await loginFrom(sprayer, owner.email, owner.password);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await loginFrom('203.0.113.12', owner.email, owner.password)).status).toBe(200);
  });
});

describe('the per-address request limit', () => {
  const limited = useTestApp({ authRateLimit: { max: 3, timeWindow: '1 minute' } });
  it('keys an IPv6 caller on its /64, not on each of its 2^64 addresses', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      const api = testClient(limited.app, undefined, { remoteAddress: `2001:db8:99:5:${i}::1` });
      statuses.push((await api.auth.forgotPassword({ body: { email: 'x@example.com' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
