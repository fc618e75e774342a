import { z } from 'zod';
import {
  AD_NICHES,
  AD_SORTS,
  type AdSort,
  COUNTRY_NAMES_PT,
  NICHE_LABEL,
  PLATFORM_LABEL,
  PUBLISHER_PLATFORMS,
} from './rules/ads';

/**
 * The ad search's filters: the one place each filter's name, values and pt-BR words are written.
 * The API reads them as its query (ads.ts), the web app's URL keeps them under the same names and
 * its filter form draws one field per entry of AD_FILTER_FIELDS. This file imports only zod and
 * rules, so the web app's first download can read it (`@sniperads/contract/ad-search`).
 */

/** The media a search can ask for (ads also store 'meme' and 'none', never filtered on). */
export const AD_MEDIA_FILTERS = ['image', 'video'] as const;
export const AD_STATUS_FILTERS = ['active', 'inactive'] as const;

/** An absent or empty query value means "no filter". */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v.trim().slice(0, max) : undefined));

const optionalDate = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
    .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), message);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message?: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, message ? { errorMap: () => ({ message }) } : undefined).optional(),
  );

export const AdSearchFiltersSchema = z.object({
  niche: oneOf(AD_NICHES),
  platform: oneOf(PUBLISHER_PLATFORMS, 'Plataforma inválida'),
  media_type: oneOf(AD_MEDIA_FILTERS, 'Tipo de mídia inválido'),
  status: oneOf(AD_STATUS_FILTERS, 'Status inválido'),
  country: optionalText(2).transform((v) => v?.toUpperCase()),
  min_days_running: z.preprocess(
    blankToUndefined,
    z.coerce.number().int('Dias deve ser um número inteiro').min(0).max(3650).optional(),
  ),
  started_from: optionalDate('Data inicial inválida'),
  started_to: optionalDate('Data final inválida'),
  page_name: optionalText(200),
});
export type AdFilterValues = z.output<typeof AdSearchFiltersSchema>;
export type AdFilterKey = keyof AdFilterValues;

/** The search's own parameters beside the filters: the term and the order. */
export const adSearchTerm = () => optionalText(200);
export const adSort = () => oneOf(AD_SORTS, 'Ordenação inválida');

/**
 * How /mineracao shows its results: one card per ad, or one per offer (a landing domain, or a page
 * for ads without one). The URL keeps it as `group_by`; 'offer' reads the grouped search
 * (`GET /advertisements/grouped`), which takes the same query as the ad search.
 */
export const AD_GROUPINGS = ['ad', 'offer'] as const;
export type AdGrouping = (typeof AD_GROUPINGS)[number];
export const adGrouping = () => oneOf(AD_GROUPINGS, 'Agrupamento inválido');
export const AD_GROUPING_LABEL: Record<AdGrouping, string> = {
  ad: 'Por anúncio',
  offer: 'Agrupar por oferta',
};
/**
 * The grouped search groups the first this many matches of the search, in its order: enough for
 * pages of offers, bounded so it stays as fast as one page of ads.
 */
export const AD_GROUP_WINDOW = 300;
/** A group shows at most this many of its matching ads (its best creatives, in the search's order). */
export const AD_GROUP_SAMPLES = 3;

const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** How a filter is entered: one of a list, a whole number, a date or free text. */
export type AdFilterField =
  | {
      kind: 'choice';
      label: string;
      placeholder: string;
      options: { value: string; label: string }[];
      /** A long list the user types into. */
      searchable?: boolean;
    }
  | { kind: 'number'; label: string; placeholder: string; min: number; max: number }
  | { kind: 'date'; label: string }
  | { kind: 'text'; label: string; placeholder: string };

/** The filter form, in its order: a filter with no field here does not compile. */
export const AD_FILTER_FIELDS: Record<AdFilterKey, AdFilterField> = {
  niche: {
    kind: 'choice',
    label: 'Nicho',
    placeholder: 'Todos',
    options: options(AD_NICHES, (n) => NICHE_LABEL[n]),
  },
  platform: {
    kind: 'choice',
    label: 'Plataforma',
    placeholder: 'Todas',
    options: options(PUBLISHER_PLATFORMS, (p) => PLATFORM_LABEL[p] ?? p),
  },
  media_type: {
    kind: 'choice',
    label: 'Tipo de mídia',
    placeholder: 'Todos',
    options: options(AD_MEDIA_FILTERS, (m) => ({ image: 'Imagem', video: 'Vídeo' })[m]),
  },
  status: {
    kind: 'choice',
    label: 'Status',
    placeholder: 'Ativos e inativos',
    options: options(AD_STATUS_FILTERS, (s) => ({ active: 'Ativos', inactive: 'Inativos' })[s]),
  },
  country: {
    kind: 'choice',
    label: 'País',
    placeholder: 'Todos',
    options: Object.entries(COUNTRY_NAMES_PT).map(([value, label]) => ({ value, label })),
    searchable: true,
  },
  min_days_running: {
    kind: 'number',
    label: 'Mínimo de dias em veiculação',
    placeholder: 'Qualquer',
    min: 1,
    max: 3650,
  },
  started_from: { kind: 'date', label: 'Início a partir de' },
  started_to: { kind: 'date', label: 'Início até' },
  page_name: { kind: 'text', label: 'Nome da página', placeholder: 'Ex.: Clínica' },
};

export const AD_FILTER_KEYS = Object.keys(AdSearchFiltersSchema.shape) as AdFilterKey[];

export const AD_SORT_LABEL: Record<AdSort, string> = {
  relevance: 'Mais relevantes',
  newest: 'Mais recentes',
  longest_running: 'Há mais tempo no ar',
};
