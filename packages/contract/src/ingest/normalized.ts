import { z } from 'zod';
import { AD_NICHES, MEDIA_TYPES } from '../rules/ads';

/**
 * Longest creative text the library keeps. Real bodies reach 40,000+ characters (serialised
 * stories); past this they are cut and the ad is marked `texts_truncated`, never rejected.
 */
export const AD_TEXT_MAX = 10_000;
/** Texts kept per list (bodies, titles, captions, descriptions): carousels and DCO ads repeat them. */
export const AD_TEXT_LIST_MAX = 30;
export const PAGE_NAME_MAX = 300;
export const AD_URL_MAX = 4_000;

/** Payload shapes the mapper recognises, detected per item. */
export const AD_SHAPES = ['ads_archive', 'website', 'website_legacy'] as const;
export type AdShape = (typeof AD_SHAPES)[number];

/** One ad as the library stores it, whatever shape it arrived in. */
export const NormalizedAdSchema = z.object({
  ad_archive_id: z.string(),
  page_id: z.string().nullable(),
  page_name: z.string(),
  bodies: z.array(z.string()),
  titles: z.array(z.string()),
  captions: z.array(z.string()),
  descriptions: z.array(z.string()),
  /** The creative: an image, or a video file. */
  creative_media_url: z.string().nullable(),
  /** An image to make the archived thumbnail from (the image itself, or a video's preview frame). */
  thumbnail_source_url: z.string().nullable(),
  media_type: z.enum(MEDIA_TYPES),
  /** Meta's snapshot URL without its access_token. */
  ad_snapshot_url: z.string().nullable(),
  cta: z.string().nullable(),
  landing_url: z.string().nullable(),
  landing_domain: z.string().nullable(),
  publisher_platforms: z.array(z.string()),
  languages: z.array(z.string()),
  countries: z.array(z.string()),
  start_time: z.string().nullable(),
  stop_time: z.string().nullable(),
  /** What the source says; null when it does not say (ads_archive: derived from stop_time). */
  is_active: z.boolean().nullable(),
  collation_count: z.number().int().nullable(),
  collation_id: z.string().nullable(),
  is_taken_down: z.boolean(),
  texts_truncated: z.boolean(),
  niche: z.enum(AD_NICHES).nullable(),
  /** Read from the texts (rules/price.ts); null when none is known. */
  price: z.object({ amount: z.number(), installments: z.number().int().nullable() }).nullable(),
});
export type NormalizedAd = z.infer<typeof NormalizedAdSchema>;

export type MappedAd =
  | { ok: true; shape: AdShape; ad: NormalizedAd }
  | { ok: false; shape: AdShape | null; ad_archive_id: string | null; reason: string };

export const INGEST_REASONS = {
  notObject: 'Item inválido: esperado um objeto JSON',
  unknownShape: 'Formato de anúncio não reconhecido (nem ads_archive nem resultado do site da Biblioteca)',
  missingId: 'id do anúncio (ad_archive_id) ausente',
  numericId:
    'id do anúncio deve ser texto: números JSON acima de 2^53 perdem dígitos (envie "ad_archive_id" entre aspas)',
  badId: 'id do anúncio (ad_archive_id) inválido: só dígitos',
  missingPage: 'nome da página (page_name) ausente',
  missingSnapshot: 'resultado do site sem snapshot: o formato da Biblioteca pode ter mudado',
  empty: 'anúncio sem texto, mídia nem link: nada a guardar',
  futureDate:
    'data de veiculação no futuro: a Biblioteca de Anúncios não mostra anúncios que ainda não começaram',
  tooOld: 'data de veiculação anterior a 2018, quando a Biblioteca de Anúncios da Meta ainda não existia',
  stopBeforeStart: 'data de fim anterior à data de início',
  implausibleCount: 'número de variações (collation_count) acima de 10.000: valor impossível na Biblioteca',
} as const;
