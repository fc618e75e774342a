import type { Plan } from '@sniperads/contract';

export interface PlanCard {
  id: Plan;
  name: string;
  priceBRL: number;
  tagline: string;
  features: string[];
  highlighted?: boolean;
}

/** Free R$0, Pro R$47, Max R$97 per month (docs/product-rules.md, Roles and permissions: Plans). */
export const PLANS: PlanCard[] = [
  {
    id: 'free',
    name: 'Free',
    priceBRL: 0,
    tagline: 'Para conhecer a plataforma',
    features: ['Até 10 favoritos', 'Sem pastas', 'Sem interesses ocultos'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceBRL: 47,
    tagline: 'Para quem anuncia todos os dias',
    features: ['Favoritos ilimitados', 'Pastas', 'Interesses ocultos', 'Relatórios básicos', 'Exportação'],
    highlighted: true,
  },
  {
    id: 'max',
    name: 'Max',
    priceBRL: 97,
    tagline: 'Para agências e times',
    features: [
      'Tudo do Pro',
      'API personalizada',
      'Integração avançada',
      'White-label',
      'Múltiplos usuários',
    ],
  },
];

export const planName = (plan: Plan) => PLANS.find((p) => p.id === plan)?.name ?? plan;
