import type { PublicConfig } from '@sniperads/contract';

export type SupportContact =
  | { kind: 'whatsapp'; href: string; label: string }
  | { kind: 'email'; href: string; label: string; address: string };

export const SUPPORT_DEFAULT_MESSAGE = 'Olá! Gostaria de saber mais sobre o SniperAds.';

/**
 * Shown where the operator configured neither online payment nor a support contact: the account's
 * owner is whoever runs this server (a self-registered buyer has no administrator of their own).
 */
export const NO_CONTACT_TEXT =
  'O pagamento online ainda não está disponível neste servidor. Para contratar um plano, fale com a equipe que opera este SniperAds pelo mesmo canal em que você recebeu o acesso.';

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

/** Whether a paid plan can be bought online here (POST /api/billing/checkout opens its page). */
export const hasCheckout = (config: Pick<PublicConfig, 'checkout'> | undefined, plan: 'pro' | 'max') =>
  config?.checkout[plan] === true;
