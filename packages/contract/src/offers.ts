import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  access,
  MessageBodySchema,
  okBody,
  PaginationMetaSchema,
  pageQuery,
  pick,
  UuidSchema,
} from './common';
import { offerPageRoutes } from './offer-page';
import { AD_NICHES } from './rules/ads';
import { ESCALATION_LEVELS, OFFER_DECISIONS } from './rules/escalation';

const c = initContract();

export const OFFERS_PAGE_SIZE = 6;
/** Offers are ranked on the fly: deeper pages are refused rather than computed. */
const OFFERS_PAGE_MAX = 1000;

export const OfferStatsSchema = z.object({
  total_ads: z.number().int(),
  active_ads: z.number().int(),
  /** Independent creatives with a running ad (a clone counts once): the score's measure of scale. */
  active_creatives: z.number().int(),
  distinct_pages: z.number().int(),
  max_days_running: z.number().int(),
  new_ads_7d: z.number().int(),
  first_seen_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
});

/** An offer: a landing domain pushed by many ads, scored from those ads. */
export const EscalatedOfferSchema = z.object({
  landing_domain: z.string(),
  title: z.string(),
  niche: z.string().nullable(),
  top_page_name: z.string(),
  creative_media_url: z.string().nullable(),
  /** Archived thumbnail of the offer's newest ad that has one (fbcdn links expire). */
  thumbnail_url: z.string().nullable(),
  /** The offer's newest ad: what the heart on an offer card saves to favorites. */
  sample_ad_id: z.string().nullable(),
  score: z.number().int(),
  level: z.enum(ESCALATION_LEVELS).nullable(),
  stats: OfferStatsSchema,
  /**
   * The offer's own counts over all its ads, as its page and the grouped search say them ('N
   * anúncios · M criativos · K páginas'): a creative cloned under many ads or pages counts once.
   */
  totals: z.object({ ads: z.number().int(), creatives: z.number().int(), pages: z.number().int() }),
  /** The admin decision, when there is one. */
  offer_id: z.string().nullable(),
  offer_status: z.enum(OFFER_DECISIONS).nullable(),
});
export type EscalatedOffer = z.infer<typeof EscalatedOfferSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const EscalatedQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  niche: z.preprocess(blankToUndefined, z.enum(AD_NICHES).optional()),
  domain: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(300).optional()),
  /** Only offers not yet approved or rejected (the admin's review queue). */
  pending: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  page: pageQuery(OFFERS_PAGE_MAX),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const OfferSchema = EscalatedOfferSchema.extend({
  id: z.string(),
  approved_at: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OffersQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  niche: z.preprocess(blankToUndefined, z.enum(AD_NICHES).optional()),
  page: pageQuery(OFFERS_PAGE_MAX),
  per_page: z.coerce.number().int().min(1).max(60).default(OFFERS_PAGE_SIZE),
});

export const OffersSummarySchema = z.object({
  total_offers: z.number().int(),
  active_ads: z.number().int(),
  by_level: z.record(z.enum(ESCALATION_LEVELS), z.number().int()),
  /** Niches that have approved offers, for the filter. */
  niches: z.array(z.string()),
});

export const DecideOfferSchema = z.object({
  landing_domain: z
    .string({ required_error: 'Informe o domínio da oferta' })
    .trim()
    .toLowerCase()
    .min(1, 'Informe o domínio da oferta')
    .max(300),
  status: z.enum(OFFER_DECISIONS, { errorMap: () => ({ message: 'Decisão inválida' }) }),
});

export const offersContract = c.router({
  ...offerPageRoutes,
  getOffers: {
    method: 'GET',
    path: '/offers/',
    query: OffersQuerySchema,
    summary: 'Ofertas escaladas aprovadas, com estatísticas',
    responses: {
      200: z.object({
        success: z.literal(true),
        data: z.array(OfferSchema),
        meta: PaginationMetaSchema,
        summary: OffersSummarySchema,
      }),
      ...pick(400, 401, 403, 500),
    },
    metadata: access('user'),
  },
  decideOffer: {
    method: 'POST',
    path: '/offers/',
    body: DecideOfferSchema,
    summary: 'Aprova ou rejeita uma oferta candidata (administradores)',
    responses: {
      200: okBody(z.object({ id: z.string(), status: z.enum(OFFER_DECISIONS) })),
      ...pick(400, 401, 403, 404, 500),
    },
    metadata: access('admin'),
  },
  deleteOffer: {
    method: 'DELETE',
    path: '/offers/:id',
    pathParams: z.object({ id: UuidSchema }),
    body: c.noBody(),
    summary: 'Desfaz a decisão sobre uma oferta (volta a ser candidata)',
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
});
