import { isTrialRunning } from './trial';

/**
 * Plans and what each allows (docs/product-rules.md, Plans). The API enforces these limits in the
 * services that create the things they count; the web shows them before a user reaches them.
 */
export const PLAN_IDS = ['free', 'pro', 'max'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  /** How many favorites the account may keep; null is unlimited. */
  favorites: number | null;
  folders: boolean;
  /** The hidden-interests search, saving interests and the 'oculto' list. */
  hiddenInterests: boolean;
  /** Bytes of favorites' creatives the archive keeps for the account; null is unlimited (admins). */
  mediaBytes: number | null;
  /** How many offers, advertisers and searches the radar follows for the account. */
  follows: number;
}

export const FREE_FAVORITES_LIMIT = 10;

/** The radar's follows per plan (issue 29). */
export const FOLLOW_LIMITS: Record<PlanId, number> = { free: 3, pro: 50, max: 200 };

const MB = 1024 * 1024;
/**
 * The media archive per plan: Free's 10 favorites fit at ~10 MB each (an image is ~0.2 MB, a short
 * video 5–20 MB); Pro and Max keep hundreds of creatives (issue 25: a trial stored 270 MB with no bound).
 */
export const MEDIA_QUOTA_BYTES: Record<PlanId, number> = {
  free: 100 * MB,
  pro: 1024 * MB,
  max: 5 * 1024 * MB,
};

export const PLAN_LIMITS: Record<PlanId, PlanLimits> = {
  free: {
    favorites: FREE_FAVORITES_LIMIT,
    folders: false,
    hiddenInterests: false,
    mediaBytes: MEDIA_QUOTA_BYTES.free,
    follows: FOLLOW_LIMITS.free,
  },
  pro: {
    favorites: null,
    folders: true,
    hiddenInterests: true,
    mediaBytes: MEDIA_QUOTA_BYTES.pro,
    follows: FOLLOW_LIMITS.pro,
  },
  max: {
    favorites: null,
    folders: true,
    hiddenInterests: true,
    mediaBytes: MEDIA_QUOTA_BYTES.max,
    follows: FOLLOW_LIMITS.max,
  },
};

export interface PlanCard {
  id: PlanId;
  name: string;
  priceBRL: number;
  tagline: string;
  features: string[];
  highlighted?: boolean;
}

/** Free R$0, Pro R$47, Max R$97 per month; the cards of the plans tab. */
export const PLAN_CATALOGUE: PlanCard[] = [
  {
    id: 'free',
    name: 'Free',
    priceBRL: 0,
    tagline: 'Para conhecer a plataforma',
    features: [
      `Até ${FREE_FAVORITES_LIMIT} favoritos`,
      `Radar: segue até ${FOLLOW_LIMITS.free}`,
      'Sem pastas',
      'Sem interesses ocultos',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceBRL: 47,
    tagline: 'Para quem anuncia todos os dias',
    features: [
      'Favoritos ilimitados',
      `Radar: segue até ${FOLLOW_LIMITS.pro}`,
      'Pastas',
      'Interesses ocultos',
      'Relatórios básicos',
      'Exportação',
    ],
    highlighted: true,
  },
  {
    id: 'max',
    name: 'Max',
    priceBRL: 97,
    tagline: 'Para agências e times',
    features: [
      'Tudo do Pro',
      `Radar: segue até ${FOLLOW_LIMITS.max}`,
      'API personalizada',
      'Integração avançada',
      'White-label',
      'Múltiplos usuários',
    ],
  },
];

export const PLAN_NAMES: Record<PlanId, string> = { free: 'Free', pro: 'Pro', max: 'Max' };

/**
 * The paid plan a payment buys, from what was paid (in centavos of BRL): a payment webhook trusts
 * the amount the provider reports, never a plan named by the buyer. Null for any other amount
 * (a coupon, another currency, a price changed at the provider but not here).
 */
export const planForPayment = (amountCents: number, currency: string): Exclude<PlanId, 'free'> | null => {
  if (currency.toUpperCase() !== 'BRL') return null;
  const plan = PLAN_CATALOGUE.find((p) => p.id !== 'free' && p.priceBRL * 100 === amountCents);
  return plan && plan.id !== 'free' ? plan.id : null;
};

/** Why the account has the plan it has now. */
export type PlanSource = 'paid' | 'trial' | 'free';

export interface PlanHolder {
  plan: PlanId;
  isTrial: boolean;
  trialEndsAt: Date | string | null | undefined;
  isAdmin?: boolean;
}

/**
 * The plan whose limits apply now. A Pro or Max account has it (set by an admin or 'Marcar como
 * pago'); a Free account in a running trial has Pro until the trial ends, then Free again.
 */
export const effectivePlan = (u: PlanHolder, now = new Date()): { plan: PlanId; source: PlanSource } => {
  if (u.plan !== 'free') return { plan: u.plan, source: 'paid' };
  if (isTrialRunning(u.isTrial, u.trialEndsAt, now)) return { plan: 'pro', source: 'trial' };
  return { plan: 'free', source: 'free' };
};

/** The limits that apply to an account now. Admins run the platform and are never limited. */
export const limitsFor = (u: PlanHolder, now = new Date()): PlanLimits =>
  u.isAdmin ? { ...PLAN_LIMITS.max, mediaBytes: null } : PLAN_LIMITS[effectivePlan(u, now).plan];

/** Refusals (403 PLAN_LIMIT): each names the limit and the way up. */
export const PLAN_LIMIT_MESSAGES = {
  favorites: (limit: number) =>
    `O plano Free permite até ${limit} favoritos. Faça upgrade para o Pro para salvar mais.`,
  folders: 'O plano Free não inclui pastas. Faça upgrade para o Pro para criar pastas.',
  follows: (limit: number, plan: PlanId) =>
    plan === 'max'
      ? `O plano Max permite seguir até ${limit} itens no Radar. Deixe de seguir algum para seguir outro.`
      : `O plano ${PLAN_NAMES[plan]} permite seguir até ${limit} itens no Radar. Faça upgrade para seguir mais.`,
  hiddenInterests:
    'O plano Free não inclui interesses ocultos. Faça upgrade para o Pro para buscar e salvar interesses.',
} as const;

/** A size as the screens write it: '850 KB', '12,5 MB', '1 GB' (1024-based, pt-BR decimals). */
export const formatStorage = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 100 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('pt-BR')} ${units[unit]}`;
};

/** '12,5 MB de 100 MB usados' for a limited archive, null when unlimited. */
export const mediaUsageText = (used: number, limit: number | null) =>
  limit === null ? null : `${formatStorage(used)} de ${formatStorage(limit)} usados`;

export const MEDIA_QUOTA_MESSAGES = {
  /** Kept as the favorite's media error; the favorite itself is saved. */
  overQuota:
    'Mídia não arquivada: o limite de armazenamento do seu plano foi atingido. O favorito continua salvo com o link original.',
  /** /perfil, once the archive is full. */
  full: (plan: PlanId) =>
    plan === 'max'
      ? 'Seu armazenamento de mídia está cheio: novos favoritos são salvos sem cópia da mídia. Remova favoritos para liberar espaço.'
      : `Seu armazenamento de mídia está cheio: novos favoritos são salvos sem cópia da mídia. Remova favoritos ou faça upgrade do plano ${PLAN_NAMES[plan]}.`,
} as const;

/** '7 de 10 favoritos' for a limited plan, null when unlimited. */
export const favoritesUsageText = (used: number, limit: number | null) =>
  limit === null ? null : `${used} de ${limit} favoritos`;

/** The pt-BR message a support contact is opened with, naming the plan asked for. */
export const upgradeMessage = (target: PlanId, current: PlanId) =>
  target === current
    ? `Olá! Estou no plano ${PLAN_NAMES[current]} do SniperAds e tenho uma dúvida sobre o meu plano.`
    : `Olá! Estou no plano ${PLAN_NAMES[current]} do SniperAds e quero contratar o plano ${PLAN_NAMES[target]}.`;

/**
 * In-app AI analyses (the Studio's actions, AI_API_URL set) a plan may generate per calendar month
 * (UTC); reading a saved analysis does not count. Admins are not limited.
 */
export const AI_MONTHLY_LIMITS: Record<PlanId, number> = { free: 5, pro: 200, max: 1000 };

/** The account's monthly AI analyses now; null is unlimited (admins). */
export const aiMonthlyLimitFor = (u: PlanHolder, now = new Date()): number | null =>
  u.isAdmin ? null : AI_MONTHLY_LIMITS[effectivePlan(u, now).plan];

export const AI_LIMIT_MESSAGES = {
  exhausted: (limit: number, plan: PlanId) =>
    plan === 'max'
      ? `Você já usou as ${limit} análises com IA do seu plano neste mês. O limite renova no dia 1º.`
      : `Você já usou as ${limit} análises com IA do plano ${PLAN_NAMES[plan]} neste mês. O limite renova no dia 1º; faça upgrade para gerar mais.`,
} as const;
