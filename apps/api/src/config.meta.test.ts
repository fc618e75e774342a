import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test' as const, JWT_SECRET: 'x'.repeat(32) };

describe('Meta configuration', () => {
  it('defaults to Graph v23.0 on graph.facebook.com without a token', () => {
    expect(loadConfig(base, { dataDir: '/tmp/unused' }).meta).toEqual({
      accessToken: undefined,
      graphVersion: 'v23.0',
      graphUrl: 'https://graph.facebook.com',
    });
  });

  it('takes a token, a version and a base URL (trailing slash dropped)', () => {
    const config = loadConfig(
      {
        ...base,
        META_ACCESS_TOKEN: ' EAAB123 ',
        META_GRAPH_VERSION: 'v24.0',
        META_GRAPH_URL: 'http://127.0.0.1:9999/',
      },
      { dataDir: '/tmp/unused' },
    );
    expect(config.meta).toEqual({
      accessToken: 'EAAB123',
      graphVersion: 'v24.0',
      graphUrl: 'http://127.0.0.1:9999',
    });
  });

  it('refuses a malformed version or URL', () => {
    expect(() => loadConfig({ ...base, META_GRAPH_VERSION: '23' })).toThrow(
      /META_GRAPH_VERSION must look like v23.0/,
    );
    expect(() => loadConfig({ ...base, META_GRAPH_URL: 'graph' })).toThrow(/META_GRAPH_URL must be a URL/);
  });
});
