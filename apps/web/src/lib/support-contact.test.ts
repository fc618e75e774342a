import { describe, expect, it } from 'vitest';
import { checkoutUrl, supportContact } from './support-contact';

const none = { support_whatsapp: null, support_email: null };

describe('support contact', () => {
  it('opens WhatsApp with the number and the prefilled message', () => {
    const contact = supportContact({ ...none, support_whatsapp: '55 11 91234-5678' }, 'Quero o plano Pro');
    expect(contact).toEqual({
      kind: 'whatsapp',
      href: 'https://wa.me/5511912345678?text=Quero%20o%20plano%20Pro',
      label: 'Falar com Suporte',
    });
  });

  it('falls back to email with subject and body when no number is set', () => {
    const contact = supportContact(
      { ...none, support_email: 'suporte@sniperads.com.br' },
      'Olá!',
      'Plano Pro',
    );
    expect(contact).toMatchObject({
      kind: 'email',
      href: 'mailto:suporte@sniperads.com.br?subject=Plano%20Pro&body=Ol%C3%A1!',
    });
  });

  it('is null with neither, never a wa.me link without a number', () => {
    expect(supportContact(none)).toBeNull();
    expect(supportContact({ ...none, support_whatsapp: '   ' })).toBeNull();
    expect(supportContact(undefined)).toBeNull();
  });
});

describe('checkout links', () => {
  it('are used only when they are http(s)', () => {
    const config = { checkout_urls: { pro: 'https://mpago.la/abc', max: 'javascript:alert(1)' } };
    expect(checkoutUrl(config, 'pro')).toBe('https://mpago.la/abc');
    expect(checkoutUrl(config, 'max')).toBeNull();
    expect(checkoutUrl(undefined, 'pro')).toBeNull();
  });
});
