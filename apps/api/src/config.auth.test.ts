import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test' as const, JWT_SECRET: 'x'.repeat(32) };
const load = (env: Record<string, string> = {}) =>
  loadConfig({ ...base, ...env }, { dataDir: '/tmp/unused' });

describe('auth limits, Redis and mail delivery configuration', () => {
  it('defaults to 5 free attempts per account and address, locks up to 15 minutes, in memory, and mail kept an hour in development', () => {
    const config = load();
    expect(config.loginThrottle).toEqual({
      maxAttempts: 5,
      windowMinutes: 15,
      addressMaxFailures: 30,
      slowdownAfter: 10,
      slowdownStepMs: 250,
      slowdownMaxMs: 3000,
    });
    expect(config.redis).toBeNull();
    expect(config.outbox).toEqual({ intervalSeconds: 5, maxAttempts: 8, devRetentionMinutes: 60 });
  });

  it('takes REDIS_URL with its key prefix, and the other settings', () => {
    const config = load({
      REDIS_URL: ' redis://cache:6379/2 ',
      REDIS_KEY_PREFIX: 'sa-prod:',
      LOGIN_ACCOUNT_MAX_ATTEMPTS: '8',
      LOGIN_ACCOUNT_WINDOW_MINUTES: '30',
      OUTBOX_INTERVAL_SECONDS: '0',
      OUTBOX_MAX_ATTEMPTS: '3',
      DEV_MAIL_RETENTION_MINUTES: '10',
    });
    expect(config.redis).toEqual({ url: 'redis://cache:6379/2', keyPrefix: 'sa-prod:' });
    expect(config.loginThrottle).toMatchObject({ maxAttempts: 8, windowMinutes: 30 });
    expect(config.outbox).toEqual({ intervalSeconds: 0, maxAttempts: 3, devRetentionMinutes: 10 });
  });

  it('refuses a REDIS_URL that is not redis:// and a zero attempt budget', () => {
    expect(() => load({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => load({ LOGIN_ACCOUNT_MAX_ATTEMPTS: '0' })).toThrow(/LOGIN_ACCOUNT_MAX_ATTEMPTS/);
  });
});
