import type { AdSearchQuery } from '@sniperads/contract';
import { AD_NICHES, AD_SORTS, MINING_PAGE_SIZES, PUBLISHER_PLATFORMS } from '@sniperads/contract/rules/ads';
import { z } from 'zod';

/** What the URL of /mineracao keeps, so a result page can be shared or reloaded. */
export const MiningSearchSchema = z.object({
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  per_page: z.coerce
    .number()
    .refine((n) => (MINING_PAGE_SIZES as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
  sort: z.enum(AD_SORTS).optional().catch(undefined),
  niche: z.enum(AD_NICHES).optional().catch(undefined),
  platform: z.enum(PUBLISHER_PLATFORMS).optional().catch(undefined),
  media_type: z.enum(['image', 'video']).optional().catch(undefined),
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  min_days: z.coerce.number().int().min(1).max(3650).optional().catch(undefined),
  started_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  started_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page_name: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type MiningSearch = z.infer<typeof MiningSearchSchema>;
export type MiningFilters = Omit<MiningSearch, 'q' | 'page' | 'per_page' | 'sort'>;

export const DEFAULT_PAGE_SIZE = 6;

export const FILTER_KEYS = [
  'niche',
  'platform',
  'media_type',
  'status',
  'country',
  'min_days',
  'started_from',
  'started_to',
  'page_name',
] as const satisfies readonly (keyof MiningFilters)[];

export const activeFilterCount = (s: MiningSearch) => FILTER_KEYS.filter((k) => s[k] !== undefined).length;

/** URL state -> API query. */
export const toApiQuery = (s: MiningSearch): AdSearchQuery => ({
  search: s.q,
  page: s.page ?? 1,
  per_page: s.per_page ?? DEFAULT_PAGE_SIZE,
  sort: s.sort,
  niche: s.niche,
  platform: s.platform,
  media_type: s.media_type,
  status: s.status,
  country: s.country,
  min_days_running: s.min_days,
  started_from: s.started_from,
  started_to: s.started_to,
  page_name: s.page_name,
});
