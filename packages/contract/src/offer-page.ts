import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, okBody, pick } from './common';

const c = initContract();

/** The velocity chart's windows, in UTC days (today included). */
export const OFFER_VELOCITY_DAYS = [30, 90] as const;
export type OfferVelocityDays = (typeof OFFER_VELOCITY_DAYS)[number];
/** The creatives an offer page lists, most ads first. */
export const OFFER_PAGE_CREATIVES = 24;
/** The pages an offer page lists, most ads first. */
export const OFFER_PAGE_PAGES = 50;

export const OfferDomainParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'Domínio inválido')
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Domínio inválido');

export const OfferPageQuerySchema = z.object({
  days: z.coerce
    .number({ invalid_type_error: 'Período inválido: use 30 ou 90 dias' })
    .refine((d): d is OfferVelocityDays => (OFFER_VELOCITY_DAYS as readonly number[]).includes(d), {
      message: 'Período inválido: use 30 ou 90 dias',
    })
    .default(30),
});

/** A creative of the offer: its ads, shown by the best of them (newest with an archived thumbnail). */
export const OfferCreativeSchema = z.object({
  key: z.string(),
  ads: z.number().int(),
  active_ads: z.number().int(),
  /** The best ad: what the grid shows, its details window describes and its heart saves. */
  ad_id: z.string(),
  ad_archive_id: z.string(),
  page_name: z.string(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  creative_media_url: z.string().nullable(),
  media_type: z.string(),
  started_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
  /** The ad on Meta's Ad Library. */
  library_url: z.string(),
});
export type OfferCreative = z.infer<typeof OfferCreativeSchema>;

export const OfferPageEntrySchema = z.object({
  page_id: z.string(),
  page_name: z.string(),
  ads: z.number().int(),
  library_url: z.string(),
});
export type OfferPageEntry = z.infer<typeof OfferPageEntrySchema>;

/** One UTC day of the velocity chart. */
export const OfferVelocityPointSchema = z.object({
  day: z.string(),
  new_ads: z.number().int(),
  active_ads: z.number().int(),
  new_pages: z.number().int(),
});
export type OfferVelocityPoint = z.infer<typeof OfferVelocityPointSchema>;

export const OfferPageSchema = z.object({
  landing_domain: z.string(),
  title: z.string(),
  niche: z.string().nullable(),
  stats: z.object({
    total_ads: z.number().int(),
    active_ads: z.number().int(),
    creatives: z.number().int(),
    pages: z.number().int(),
    first_seen_at: z.string().nullable(),
    last_seen_at: z.string().nullable(),
  }),
  landing_url: z.string(),
  library_url: z.string(),
  creatives: z.array(OfferCreativeSchema),
  pages: z.array(OfferPageEntrySchema),
  velocity: z.object({ days: z.number().int(), series: z.array(OfferVelocityPointSchema) }),
});
export type OfferPage = z.infer<typeof OfferPageSchema>;

export const PageIdParamSchema = z
  .string()
  .trim()
  .regex(/^\d{1,30}$/, 'Identificador de página inválido');

/** The ads an advertiser page lists, newest first. */
export const ADVERTISER_PAGE_ADS = 24;

/** An advertiser (a Facebook page): its ads and the offers (landing domains) it pushes. */
export const AdvertiserPageSchema = z.object({
  page_id: z.string(),
  page_name: z.string(),
  library_url: z.string(),
  stats: z.object({ total_ads: z.number().int(), active_ads: z.number().int(), offers: z.number().int() }),
  offers: z.array(z.object({ landing_domain: z.string(), ads: z.number().int() })),
  /** Its newest ads, each as the offer page shows a creative (ads and active_ads: 1 and 0 or 1). */
  ads: z.array(OfferCreativeSchema),
});
export type AdvertiserPage = z.infer<typeof AdvertiserPageSchema>;

export const offerPageRoutes = c.router({
  getOfferPage: {
    method: 'GET',
    path: '/offers/domains/:domain',
    pathParams: z.object({ domain: OfferDomainParamSchema }),
    query: OfferPageQuerySchema,
    summary: 'Uma oferta (domínio de destino): criativos, páginas e velocidade',
    responses: { 200: okBody(OfferPageSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  getAdvertiserPage: {
    method: 'GET',
    path: '/offers/pages/:pageId',
    pathParams: z.object({ pageId: PageIdParamSchema }),
    summary: 'Um anunciante (página): seus anúncios e as ofertas que promove',
    responses: { 200: okBody(AdvertiserPageSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
});
