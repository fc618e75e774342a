import type { AdNiche } from '@sniperads/contract';
import { GOODS_CATALOG } from './catalog-goods';
import { SERVICE_CATALOG } from './catalog-services';

/** What an offer says when the niche's shared copy would not fit it (a health plan is no capsule). */
export interface OfferCopy {
  hooks?: string[];
  titles?: string[];
  bodies?: string[];
  captions?: string[];
  ctas?: string[];
  /** Overrides the niche's kind (see SERVICE_NICHES): tyres are goods in a niche of services. */
  service?: boolean;
}

/**
 * Raw material of the demo library: per niche, the offers (product + landing domain) that pages
 * push, and the copy they use. `{p}` is replaced by the product name. The niche's copy is written
 * to fit every product without copy of its own, so an ad never talks about another offer.
 */
export interface NicheCatalog {
  products: string[];
  /** Page names; each is used alone or with a word of PAGE_SUFFIXES it does not already hold. */
  pageWords: string[];
  titles: string[];
  bodies: string[];
  captions: string[];
  ctas: string[];
  own?: Record<string, OfferCopy>;
}

// In the order the generator has always walked them (its seeded output depends on it).
export const CATALOG: Record<AdNiche, NicheCatalog> = {
  saude: GOODS_CATALOG.saude,
  emagrecimento: GOODS_CATALOG.emagrecimento,
  automoveis: SERVICE_CATALOG.automoveis,
  financas: SERVICE_CATALOG.financas,
  beleza: GOODS_CATALOG.beleza,
  educacao: SERVICE_CATALOG.educacao,
  relacionamento: SERVICE_CATALOG.relacionamento,
  pets: GOODS_CATALOG.pets,
  casa: GOODS_CATALOG.casa,
  moda: GOODS_CATALOG.moda,
  tecnologia: GOODS_CATALOG.tecnologia,
  viagens: SERVICE_CATALOG.viagens,
};

/** Niches whose offers are services (catalog-services.ts), so their ads close as services do. */
export const SERVICE_NICHES: ReadonlySet<AdNiche> = new Set(Object.keys(SERVICE_CATALOG) as AdNiche[]);

/** Offers named by a feminine noun: their ads say 'a', 'da', 'na' before the name, not 'o'. */
export const FEMININE_PRODUCTS: ReadonlySet<string> = new Set([
  'Articulação Flex',
  'Glicose Equilíbrio',
  'Visão Clara',
  'Proteção Veicular Total',
  'Revisão Completa Express',
  'Renda Extra Digital',
  'Planilha Fim das Dívidas',
  'Base Matte 24h',
  'Mentoria Enem Nota Mil',
  'Reconquista Definitiva',
  'Atração Irresistível',
  'Comunicação a Dois',
  'Ração Natural Premium',
  'Cama Ortopédica Pet',
  'Coleira Antipulgas 8 Meses',
  'Bolsa Couro Legítimo',
  'Calça Modeladora',
  'Caixa de Som Portátil',
  'Passagem Fácil',
  'Pousada Serra Verde',
]);

export const PAGE_SUFFIXES = ['Oficial', 'Brasil', 'Online', 'Club', 'BR'];
