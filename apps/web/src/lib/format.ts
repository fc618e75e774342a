import { once } from '@sniperads/contract/once';

const LOCALE = 'pt-BR';

// One Intl formatter per set of options, built on first use (`once`): this module loads with every
// screen, and one formatter per call made long lists slow.
const longDate = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }));
const longDateTime = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' }));

const pad2 = (n: number) => String(n).padStart(2, '0');

// The short forms are written by hand, the same as Intl's pt-BR ones (format.test.ts compares
// them): the first Intl formatter a page builds loads the locale's data, tens of milliseconds on
// a phone, and the first screens show only short dates and whole numbers.
const shortDateOf = (date: Date) =>
  `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
const shortTimeOf = (date: Date) => `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;

const toDate = (value: Date | string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The calendar day a date stands for. Meta's date-only dates ('2024-05-01') are kept at noon UTC,
 * the same day in every Brazilian zone; ones stored before that sit at UTC midnight, which is the
 * evening before in Brazil: an instant at exactly UTC midnight is read as the UTC day it starts.
 */
const dayOf = (date: Date) =>
  date.getTime() % 86_400_000 === 0
    ? new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : date;

/** 21/11/2026 */
export const formatDate = (value: Date | string | number | null | undefined) => {
  const date = toDate(value);
  return date ? shortDateOf(dayOf(date)) : 'N/A';
};

/** 21 de novembro de 2026 */
export const formatLongDate = (value: Date | string | number | null | undefined) => {
  const date = toDate(value);
  return date ? longDate().format(dayOf(date)) : 'N/A';
};

/** 21/11/2026, 14:05 */
export const formatDateTime = (value: Date | string | number | null | undefined) => {
  const date = toDate(value);
  return date ? `${shortDateOf(date)}, ${shortTimeOf(date)}` : 'N/A';
};

const monthYear = once(() => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' }));

/** novembro de 2026 */
export const formatMonthYear = (value: Date | string | number | null | undefined) => {
  const date = toDate(value);
  return date ? monthYear().format(date) : 'N/A';
};

/** 21/11/2026 14:05: when an offline copy was synced. */
export const formatSyncTime = (value: Date | string | number | null | undefined) => {
  const date = toDate(value);
  if (!date) return 'N/A';
  return `${shortDateOf(date)} ${shortTimeOf(date)}`;
};

/** 21 de novembro de 2026 às 14:05; 'Data inválida' when a value is there but cannot be read. */
export const formatLongDateTime = (value: Date | string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = toDate(value);
  return date ? longDateTime().format(date) : 'Data inválida';
};

/** The local calendar day as an `<input type="date">` wants it: '2026-11-21'. */
export const toDateInputValue = (date: Date) =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

const grouped = once(() => new Intl.NumberFormat(LOCALE));

/** Whole numbers grouped by hand ('-1.234.567'), as Intl's pt-BR does (see the short dates). */
const groupedInteger = (value: number) => {
  const digits = String(Math.abs(value));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    out = digits.slice(Math.max(0, end - 3), end) + (out ? `.${out}` : '');
  }
  return value < 0 ? `-${out}` : out;
};

/** 12345 -> '12.345'; missing -> 'N/A'. */
export const formatNumber = (value: number | null | undefined) => {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return Number.isSafeInteger(value) ? groupedInteger(value) : grouped().format(value);
};

/** A count with its noun: '1 dia', '1.234 dias'. */
export const formatCount = (value: number, singular: string, plural: string) =>
  `${formatNumber(value)} ${value === 1 ? singular : plural}`;

/**
 * An offer's size, said the same way wherever it shows (its page, a scaled-offer card, a group of
 * the search): 'N anúncios · M criativos · K páginas', a cloned creative counted once.
 */
export const formatOfferCounts = (c: { ads: number; creatives: number; pages: number }) =>
  [
    formatCount(c.ads, 'anúncio', 'anúncios'),
    formatCount(c.creatives, 'criativo', 'criativos'),
    formatCount(c.pages, 'página', 'páginas'),
  ].join(' · ');

/**
 * Which rows of a list a page shows: 'Mostrando 16 a 30 de 613 resultados'; a page of one row
 * says 'Mostrando 16 de 16 resultados', and a list of one 'Mostrando 1 de 1 resultado'.
 */
export const formatShowing = (from: number, to: number, total: number) =>
  from === to
    ? `Mostrando ${formatNumber(from)} de ${formatCount(total, 'resultado', 'resultados')}`
    : `Mostrando ${formatNumber(from)} a ${formatNumber(to)} de ${formatCount(total, 'resultado', 'resultados')}`;

const signed = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, signDisplay: 'always' }));

/** A change in percent, always signed: '+12,5%', '-3%', '+0%'. */
export const formatSignedPercent = (value: number) => `${signed().format(value)}%`;

const brl = once(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' }));

/** R$ 47,00 */
export const formatBRL = (value: number) => brl().format(value);

/** First name for greetings ('Maria Silva' -> 'Maria'). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Up to two initials for avatars ('Maria da Silva' -> 'MS'). */
export const initials = (name: string) => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
};

const compact1 = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

/** Audience sizes abbreviated K/M in pt-BR: 850, 12,3K, 4,1M, 1.250M. */
export const formatAudience = (value: number | null | undefined) => {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${compact1().format(value / 1_000_000)}M`;
  if (abs >= 1_000) return `${compact1().format(value / 1_000)}K`;
  return compact1().format(value);
};

/** '41M – 48,2M'; one number when both ends agree or one is missing. */
export const formatAudienceRange = (lower: number | null, upper: number | null) => {
  if (lower === null && upper === null) return 'N/A';
  if (lower === null || upper === null || lower === upper) return formatAudience(lower ?? upper);
  return `${formatAudience(lower)} – ${formatAudience(upper)}`;
};
