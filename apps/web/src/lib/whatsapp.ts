import { usePublicConfig } from './public-config';

export const WHATSAPP_DEFAULT_MESSAGE = 'Olá! Gostaria de saber mais sobre o SniperAds.';

/**
 * wa.me link with a prefilled message. Without a configured number WhatsApp opens its
 * contact picker (`https://wa.me/?text=...`).
 */
export const buildWhatsappUrl = (number: string | null | undefined, message = WHATSAPP_DEFAULT_MESSAGE) => {
  const digits = (number ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
};

/** Support link from GET /api/config, usable while the config is still loading. */
export const useSupportWhatsappUrl = (message = WHATSAPP_DEFAULT_MESSAGE) => {
  const { data } = usePublicConfig();
  return buildWhatsappUrl(data?.support_whatsapp, message);
};
