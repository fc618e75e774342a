import type { PublicConfig } from '@sniperads/contract';

export type SupportContact =
  | { kind: 'whatsapp'; href: string; label: string }
  | { kind: 'email'; href: string; label: string; address: string };

export const SUPPORT_DEFAULT_MESSAGE = 'Olá! Gostaria de saber mais sobre o SniperAds.';

/** Shown where no contact is configured: how a user upgrades without one. */
export const NO_CONTACT_TEXT =
  'Para mudar de plano, peça ao administrador da sua conta SniperAds: ele altera o seu plano na área administrativa.';

/**
 * The configured support channel with a prefilled message: WhatsApp when a number is set, else
 * email, else null. A wa.me link without a number opens a contact picker, so it is never built.
 */
export const supportContact = (
  config: Pick<PublicConfig, 'support_whatsapp' | 'support_email'> | undefined,
  message = SUPPORT_DEFAULT_MESSAGE,
  subject = 'SniperAds',
): SupportContact | null => {
  const digits = (config?.support_whatsapp ?? '').replace(/\D/g, '');
  if (digits)
    return {
      kind: 'whatsapp',
      href: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`,
      label: 'Falar com Suporte',
    };
  const address = config?.support_email?.trim();
  if (address)
    return {
      kind: 'email',
      address,
      href: `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
      label: 'Enviar email ao suporte',
    };
  return null;
};

/** A checkout page from the configuration, only when it is http(s). */
export const checkoutUrl = (config: Pick<PublicConfig, 'checkout_urls'> | undefined, plan: 'pro' | 'max') => {
  const url = config?.checkout_urls[plan];
  return url && /^https?:\/\//i.test(url) ? url : null;
};
