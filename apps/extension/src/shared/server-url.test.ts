import { describe, expect, it } from 'vitest';
import { checkServerUrl, checkToken } from './server-url';
import { TEXTS } from './texts';

describe('server address and token', () => {
  it('accepts https addresses, http only on this machine, and drops the trailing slash', () => {
    expect(checkServerUrl(' https://app.sniperads.com.br/ ')).toEqual({
      ok: true,
      url: 'https://app.sniperads.com.br',
    });
    expect(checkServerUrl('http://localhost:3000/sniper/')).toEqual({
      ok: true,
      url: 'http://localhost:3000/sniper',
    });
  });

  it('refuses plain http to any other host, saying why in Portuguese', () => {
    for (const bad of [
      'http://app.sniperads.com.br',
      'http://192.168.0.10:3000',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
    ]) {
      const check = checkServerUrl(bad);
      expect(check).toEqual({ ok: false, message: TEXTS.httpsRequired });
    }
    expect(TEXTS.httpsRequired).toContain('https://');
    for (const local of ['http://127.0.0.1:3000', 'http://[::1]:3000/', 'http://localhost'])
      expect(checkServerUrl(local).ok).toBe(true);
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
