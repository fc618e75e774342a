import { describe, expect, it } from 'vitest';
import { checkServerUrl, checkToken } from './server-url';

describe('server address and token', () => {
  it('accepts http(s) addresses and drops the trailing slash', () => {
    expect(checkServerUrl(' https://app.sniperads.com.br/ ')).toEqual({
      ok: true,
      url: 'https://app.sniperads.com.br',
    });
    expect(checkServerUrl('http://localhost:3000/sniper/')).toEqual({
      ok: true,
      url: 'http://localhost:3000/sniper',
    });
  });

  it('refuses other schemes, credentials and garbage', () => {
    for (const bad of ['ftp://x.com', 'javascript:alert(1)', 'https://u:p@x.com', 'app.sniperads', ''])
      expect(checkServerUrl(bad).ok).toBe(false);
  });

  it('wants a token in the sa_<prefix>_<secret> form', () => {
    expect(checkToken(' sa_AbC123xyz000_s3cr-et_x ')).toEqual({
      ok: true,
      token: 'sa_AbC123xyz000_s3cr-et_x',
    });
    expect(checkToken('').ok).toBe(false);
    expect(checkToken('Bearer abc').ok).toBe(false);
  });
});
