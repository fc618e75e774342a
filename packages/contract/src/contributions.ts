import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin';
import { access, okBody, PaginationMetaSchema, pageQuery, pick, UuidSchema } from './common';

const c = initContract();

export const CONTRIBUTIONS_PAGE_SIZE = 10;

export const CONTRIBUTION_SOURCES = ['extension', 'admin', 'meta', 'demo'] as const;
export type ContributionSource = (typeof CONTRIBUTION_SOURCES)[number];
export const CONTRIBUTION_SOURCE_LABEL: Record<ContributionSource, string> = {
  extension: 'Extensão',
  admin: 'Admin',
  meta: 'Meta',
  demo: 'Demonstração',
};

/** One account's observation of one library ad, with enough of the ad to recognise it. */
export const ContributionSchema = z.object({
  id: z.string(),
  source: z.enum(CONTRIBUTION_SOURCES),
  created_ad: z.boolean(),
  fields_changed: z.array(z.string()),
  times: z.number().int(),
  first_observed_at: z.string(),
  last_observed_at: z.string(),
  ad: z.object({
    id: z.string(),
    ad_archive_id: z.string(),
    page_name: z.string(),
    /** First link title, else first body, cut to CONTRIBUTION_EXCERPT_MAX characters. */
    excerpt: z.string().nullable(),
    landing_domain: z.string().nullable(),
  }),
});
export type Contribution = z.infer<typeof ContributionSchema>;
export const CONTRIBUTION_EXCERPT_MAX = 140;

export const ContributionsSummarySchema = z.object({
  observations: z.number().int(),
  ads_created: z.number().int(),
  /** Observations that filled fields of an ad someone else created. */
  ads_filled: z.number().int(),
  last_observed_at: z.string().nullable(),
});
export type ContributionsSummary = z.infer<typeof ContributionsSummarySchema>;

export const ContributionsQuerySchema = z.object({
  page: pageQuery(),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'No máximo 100 por página')
    .default(CONTRIBUTIONS_PAGE_SIZE),
});
export type ContributionsQuery = z.input<typeof ContributionsQuerySchema>;

export const ContributionsListBodySchema = z.object({
  success: z.literal(true),
  data: z.array(ContributionSchema),
  meta: PaginationMetaSchema,
  summary: ContributionsSummarySchema,
  message: z.string().optional(),
});

export const PurgeContributionsResultSchema = z.object({
  observations_removed: z.number().int(),
  ads_removed: z.number().int(),
});
export type PurgeContributionsResult = z.infer<typeof PurgeContributionsResultSchema>;

export const CONTRIBUTIONS_MESSAGES = {
  userNotFound: ADMIN_MESSAGES.userNotFound,
  purged: ({ observations_removed: o, ads_removed: a }: PurgeContributionsResult) =>
    `${o} observação(ões) removida(s), ${a} anúncio(s) criado(s) só por esta conta excluído(s)`,
} as const;

const UserIdParams = z.object({ id: UuidSchema });

export const contributionsContract = c.router({
  getUserContributions: {
    method: 'GET',
    path: '/admin/users/:id/contributions',
    summary: 'Contribuições de uma conta para a biblioteca de anúncios',
    pathParams: UserIdParams,
    query: ContributionsQuerySchema,
    responses: { 200: ContributionsListBodySchema, ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
  purgeUserContributions: {
    method: 'DELETE',
    path: '/admin/users/:id/contributions',
    summary:
      'Remover as contribuições de uma conta (observações e anúncios que só ela criou; favoritos ficam)',
    pathParams: UserIdParams,
    body: c.noBody(),
    responses: { 200: okBody(PurgeContributionsResultSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
});
