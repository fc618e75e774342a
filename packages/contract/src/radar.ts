import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AdSearchFiltersSchema, adSearchTerm } from './ad-search';
import { access, MessageBodySchema, okBody, pick, UuidSchema } from './common';
import { OfferDomainParamSchema, PageIdParamSchema } from './offer-page';
import { ESCALATION_LEVELS } from './rules/escalation';
import {
  FOLLOW_KINDS,
  isEmptySearchRule,
  RADAR_ALERT_RULES,
  RADAR_DEFAULT_MIN_NEW_ADS,
  RADAR_MIN_NEW_ADS_MAX,
} from './rules/radar';

const c = initContract();

export const RADAR_MESSAGES = {
  followed: 'Agora você segue isto no Radar.',
  unfollowed: 'Você deixou de seguir.',
  visited: 'Visto.',
  duplicate: 'Você já segue isto no Radar.',
  notFound: 'Item do Radar não encontrado',
  offerNotFound: 'Oferta não encontrada na biblioteca',
  advertiserNotFound: 'Anunciante não encontrado na biblioteca',
  targetRequired: 'Informe o domínio da oferta ou o id da página a seguir.',
  searchRequired: 'Informe um termo ou ao menos um filtro para seguir a busca.',
} as const;

/** A followed search: the Mineração term and filters, as /mineracao's URL keeps them. */
export const SearchRuleSchema = AdSearchFiltersSchema.extend({ q: adSearchTerm() });

export const CreateFollowSchema = z
  .object({
    kind: z.enum(FOLLOW_KINDS, { errorMap: () => ({ message: 'Tipo inválido' }) }),
    /** The landing domain (offer) or the page id (advertiser). */
    target: z.string().trim().max(253).optional(),
    search: SearchRuleSchema.optional(),
    /** 'novos anúncios' fires at this many new ads within the window. */
    min_new_ads: z.coerce
      .number()
      .int('Deve ser um número inteiro')
      .min(1)
      .max(RADAR_MIN_NEW_ADS_MAX)
      .default(RADAR_DEFAULT_MIN_NEW_ADS),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'search') {
      if (!v.search || isEmptySearchRule(v.search))
        ctx.addIssue({ code: 'custom', path: ['search'], message: RADAR_MESSAGES.searchRequired });
      return;
    }
    const parsed = (v.kind === 'offer' ? OfferDomainParamSchema : PageIdParamSchema).safeParse(
      v.target ?? '',
    );
    if (!v.target) ctx.addIssue({ code: 'custom', path: ['target'], message: RADAR_MESSAGES.targetRequired });
    else if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: parsed.error.issues[0]?.message ?? 'Inválido',
      });
  });
export type CreateFollowInput = z.input<typeof CreateFollowSchema>;

export const RadarAlertSchema = z.object({
  id: z.string(),
  rule: z.enum(RADAR_ALERT_RULES),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  created_at: z.string(),
  /** Raised after the user last opened the item. */
  unseen: z.boolean(),
});
export type RadarAlert = z.infer<typeof RadarAlertSchema>;

export const FollowSchema = z.object({
  id: z.string(),
  kind: z.enum(FOLLOW_KINDS),
  /** The same thing followed twice has the same key (domain, page id, or searchFollowKey). */
  key: z.string(),
  label: z.string(),
  /** Where it opens: the offer page, the advertiser page or /mineracao with the search. */
  url: z.string(),
  search: SearchRuleSchema.nullable(),
  min_new_ads: z.number().int(),
  created_at: z.string(),
  last_visited_at: z.string(),
  /** What changed since the last visit (the first scan is the baseline: counted from the follow on). */
  since_visit: z.object({
    new_ads: z.number().int(),
    stopped_ads: z.number().int(),
    new_pages: z.number().int(),
    new_creatives: z.number().int(),
  }),
  /** Ads started in the last RADAR_VELOCITY_DAYS days, active ads now and the escalation level (offers). */
  velocity: z.object({
    new_ads_7d: z.number().int(),
    active_ads: z.number().int().nullable(),
    score: z.number().int().nullable(),
    level: z.enum(ESCALATION_LEVELS).nullable(),
  }),
  alerts: z.array(RadarAlertSchema),
});
export type Follow = z.infer<typeof FollowSchema>;

export const RadarSchema = z.object({
  follows: z.array(FollowSchema),
  /** The plan's follows and how many are used. */
  limit: z.number().int(),
  used: z.number().int(),
});
export type Radar = z.infer<typeof RadarSchema>;

const IdParams = z.object({ id: UuidSchema });

export const radarContract = c.router({
  getRadar: {
    method: 'GET',
    path: '/radar/',
    summary: 'O Radar: o que sigo, o que mudou desde a última visita, velocidade e alertas',
    responses: { 200: okBody(RadarSchema), ...pick(401, 403, 500) },
    metadata: access('user'),
  },
  createFollow: {
    method: 'POST',
    path: '/radar/follows',
    summary: 'Seguir uma oferta (domínio), um anunciante (página) ou uma busca',
    body: CreateFollowSchema,
    responses: { 201: okBody(FollowSchema), ...pick(400, 401, 403, 404, 409, 500) },
    metadata: access('user'),
  },
  deleteFollow: {
    method: 'DELETE',
    path: '/radar/follows/:id',
    summary: 'Deixar de seguir',
    pathParams: IdParams,
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
  visitFollow: {
    method: 'POST',
    path: '/radar/follows/:id/visit',
    summary: 'Marcar um item do Radar como visto (zera o que mudou desde a última visita)',
    pathParams: IdParams,
    body: c.noBody(),
    responses: { 200: MessageBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('user'),
  },
});
