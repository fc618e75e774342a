import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', ...env }, { dataDir: '/tmp/unused' });

describe('support contact and checkout configuration', () => {
  it('is empty by default: the plans tab then explains how to upgrade with the admin', () => {
    const config = load({});
    expect(config.supportEmail).toBeNull();
    expect(config.checkoutUrls).toEqual({ pro: null, max: null });
  });

  it('reads SUPPORT_EMAIL and the checkout pages', () => {
    const config = load({
      SUPPORT_EMAIL: 'suporte@sniperads.com.br',
      CHECKOUT_URL_PRO: 'https://mpago.la/pro',
      CHECKOUT_URL_MAX: 'https://buy.stripe.com/max',
    });
    expect(config.supportEmail).toBe('suporte@sniperads.com.br');
    expect(config.checkoutUrls).toEqual({ pro: 'https://mpago.la/pro', max: 'https://buy.stripe.com/max' });
  });

  it('refuses a checkout link that is not http(s) and an address that is not an email', () => {
    expect(() => load({ CHECKOUT_URL_PRO: 'javascript:alert(1)' })).toThrow(
      /CHECKOUT_URL_PRO must be an http\(s\) URL/,
    );
    expect(() => load({ SUPPORT_EMAIL: 'suporte' })).toThrow(/SUPPORT_EMAIL must be an email address/);
  });
});
