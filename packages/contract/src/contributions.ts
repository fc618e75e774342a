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

/**
 * What a purge changed: the account's claims stop counting, and every ad it spoke of is derived
 * again from what the other contributors said.
 */
export const PurgeContributionsResultSchema = z.object({
  observations_removed: z.number().int(),
  /** Captures of the account, kept for the record but no longer counted. */
  claims_purged: z.number().int(),
  /** Ads only this account had sent, removed from the library. */
  ads_removed: z.number().int(),
  /** Ads derived again from the other contributors' claims, and how many of them changed. */
  ads_recomputed: z.number().int(),
  ads_changed: z.number().int(),
  /** Ads shown as stopped (or running) because of the account, now running (or stopped) again. */
  restarted: z.number().int(),
  stopped: z.number().int(),
  takedowns_undone: z.number().int(),
  thumbnails_redone: z.number().int(),
  texts_restored: z.number().int(),
  counts_corrected: z.number().int(),
  /** Ads that counted in the scaled offers only because of this account. */
  left_signals: z.number().int(),
});
export type PurgeContributionsResult = z.infer<typeof PurgeContributionsResultSchema>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The purge's effects in words, only those that happened. */
export const describePurge = (r: PurgeContributionsResult) => {
  const parts = [
    plural(r.claims_purged, 'captura desconsiderada', 'capturas desconsideradas'),
    plural(
      r.ads_removed,
      'anúncio enviado só por esta conta excluído',
      'anúncios enviados só por esta conta excluídos',
    ),
    plural(r.ads_changed, 'anúncio corrigido', 'anúncios corrigidos'),
  ];
  const details: [number, string, string][] = [
    [r.restarted, 'voltou a constar em veiculação', 'voltaram a constar em veiculação'],
    [r.stopped, 'voltou a constar como encerrado', 'voltaram a constar como encerrados'],
    [r.takedowns_undone, 'remoção pela Meta desfeita', 'remoções pela Meta desfeitas'],
    [r.thumbnails_redone, 'miniatura refeita', 'miniaturas refeitas'],
    [r.texts_restored, 'texto, página ou link restaurado', 'textos, páginas ou links restaurados'],
    [r.counts_corrected, 'contagem de variações corrigida', 'contagens de variações corrigidas'],
    [r.left_signals, 'anúncio saiu das ofertas escaladas', 'anúncios saíram das ofertas escaladas'],
  ];
  const happened = details.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  return `${parts.join(', ')}${happened.length > 0 ? ` (${happened.join(', ')})` : ''}.`;
};

export const CONTRIBUTIONS_MESSAGES = {
  userNotFound: ADMIN_MESSAGES.userNotFound,
  purged: describePurge,
  deletedAccount: 'Conta excluída',
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
      'Desconsiderar as contribuições de uma conta, mesmo excluída: cada anúncio que ela tocou é recalculado com o que as outras contas viram; os que só ela enviou saem da biblioteca (favoritos ficam)',
    pathParams: UserIdParams,
    body: c.noBody(),
    responses: { 200: okBody(PurgeContributionsResultSchema), ...pick(400, 401, 403, 404, 500) },
    metadata: access('admin'),
  },
});
