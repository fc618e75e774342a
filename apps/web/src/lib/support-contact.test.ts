import { describe, expect, it } from 'vitest';
import { hasCheckout, NO_CONTACT_TEXT, supportContact } from './support-contact';

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

describe('online checkout', () => {
  it('is offered only for the plans the server can sell', () => {
    const config = { checkout: { pro: true, max: false } };
    expect(hasCheckout(config, 'pro')).toBe(true);
    expect(hasCheckout(config, 'max')).toBe(false);
    expect(hasCheckout(undefined, 'pro')).toBe(false);
  });

  it('never sends a self-registered buyer to an administrator they do not have', () => {
    expect(NO_CONTACT_TEXT).not.toMatch(/administrador/i);
  });
});
