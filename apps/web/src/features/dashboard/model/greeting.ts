import { firstName } from '@/lib/format';

const DAY_MS = 86_400_000;

/**
 * The dashboard's line under its title: an account opened in the last 24 hours is welcomed, not
 * welcomed back (docs/product-rules.md, Sessions).
 */
export const dashboardGreeting = (user: { name: string; created_at: string }, now = Date.now()) => {
  const created = Date.parse(user.created_at);
  const isNew = Number.isFinite(created) && now - created < DAY_MS;
  return isNew
    ? `Olá, ${firstName(user.name)}! Boas-vindas ao SniperAds: comece pela Mineração de anúncios.`
    : `Olá, ${firstName(user.name)}! Bem-vindo de volta ao SniperAds.`;
};
