import { AD_TEXT_LIST_MAX, AD_TEXT_MAX, AD_URL_MAX, PAGE_NAME_MAX } from './normalized';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const objectAt = (v: unknown, key: string): Json | null => {
  const inner = isObject(v) ? v[key] : undefined;
  return isObject(inner) ? inner : null;
};
export const arrayAt = (v: unknown, key: string): unknown[] => {
  const inner = isObject(v) ? v[key] : undefined;
  return Array.isArray(inner) ? inner : [];
};

/** NUL bytes and lone surrogates cannot be stored (PostgreSQL text) nor shown; they carry nothing. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is exactly what must go.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Trimmed text, or null when absent, blank, not a string, or a catalogue template ('{{product.name}}'). */
export const textOf = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  const clean = v.replace(UNSTORABLE, '').trim();
  if (clean === '' || /^\{\{[^}]+\}\}$/.test(clean)) return null;
  return clean;
};

/** Collects texts, deduplicated, each cut at AD_TEXT_MAX; reports whether anything was cut. */
export class TextCollector {
  truncated = false;
  private readonly lists = new Map<string, string[]>();

  add(list: string, value: unknown) {
    const text = textOf(value);
    if (!text) return;
    const items = this.lists.get(list) ?? [];
    if (items.length >= AD_TEXT_LIST_MAX) return;
    let kept = text;
    if (kept.length > AD_TEXT_MAX) {
      kept = kept.slice(0, AD_TEXT_MAX);
      this.truncated = true;
    }
    if (!items.includes(kept)) items.push(kept);
    this.lists.set(list, items);
  }

  addAll(list: string, values: unknown) {
    if (Array.isArray(values)) for (const v of values) this.add(list, v);
    else this.add(list, values);
  }

  get(list: string): string[] {
    return this.lists.get(list) ?? [];
  }
}

export const pageNameOf = (...candidates: unknown[]) => {
  for (const c of candidates) {
    const t = textOf(c);
    if (t) return t.slice(0, PAGE_NAME_MAX);
  }
  return null;
};

/** An http(s) address, or null: `javascript:`, `data:` and relative addresses are never stored. */
export const httpUrl = (v: unknown): string | null => {
  const t = textOf(v);
  if (!t || t.length > AD_URL_MAX) return null;
  try {
    const url = new URL(t);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

export const firstUrl = (...candidates: unknown[]) => {
  for (const c of candidates) {
    const u = httpUrl(c);
    if (u) return u;
  }
  return null;
};

const EARLIEST = Date.UTC(2004, 0, 1);
const LATEST_AHEAD_MS = 5 * 365 * 86_400_000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * ISO instant from what Meta sends: ISO strings ('2019-11-03T08:29:55+0000'), dates ('2023-10-12'),
 * epoch seconds (the website) or milliseconds. Implausible instants (before Facebook ads existed,
 * years ahead) are dropped rather than stored wrong.
 *
 * A date without a time is a calendar day, not UTC midnight (which is the evening before in
 * Brazil): it is stored as noon UTC, the one instant that is that same day in every time zone from
 * UTC-12 to UTC+11, so Brazil (UTC-2 to UTC-5), Meta's Pacific time and Europe all show the day
 * Meta wrote, and sorting and day counts keep working on one timestamp column.
 */
export const instantOf = (v: unknown, now = Date.now()): string | null => {
  let ms: number;
  const day = typeof v === 'string' ? DATE_ONLY.exec(v.trim()) : null;
  if (day) {
    ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
    // '2023-02-30' is no day: Date.UTC would roll it into March.
    if (new Date(ms).toISOString().slice(0, 10) !== day[0]) return null;
  } else if (typeof v === 'number' && Number.isFinite(v)) ms = v > 1e12 ? v : v * 1000;
  else if (typeof v === 'string' && /^\d{9,13}$/.test(v.trim())) {
    const n = Number(v.trim());
    ms = n > 1e12 ? n : n * 1000;
  } else if (typeof v === 'string' && v.trim() !== '') {
    // '+0000' (Graph) is not ISO 8601 for every engine; make it '+00:00'.
    ms = Date.parse(v.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  } else return null;
  if (!Number.isFinite(ms) || ms < EARLIEST || ms > now + LATEST_AHEAD_MS) return null;
  return new Date(ms).toISOString();
};

/**
 * Meta's ids exceed 2^53, so a JSON number may already have lost digits: only strings are ids.
 * Returns the id, or the reason it is not one.
 */
export const archiveIdOf = (v: unknown): { id: string } | { error: 'missing' | 'numeric' | 'bad' } => {
  if (v === undefined || v === null || v === '') return { error: 'missing' };
  if (typeof v === 'number' || typeof v === 'bigint') return { error: 'numeric' };
  if (typeof v !== 'string') return { error: 'bad' };
  const t = v.trim();
  return /^\d{1,30}$/.test(t) ? { id: t } : { error: 'bad' };
};

/** Page and collation ids are informative only: a safe integer is accepted, anything lossy is dropped. */
export const digitsIdOf = (...candidates: unknown[]) => {
  for (const v of candidates) {
    if (typeof v === 'string' && /^\d{1,30}$/.test(v.trim())) return v.trim();
    if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return String(v);
  }
  return null;
};

/** Lower-case codes (platforms, languages) or upper-case (countries), deduplicated. */
export const codesOf = (v: unknown, upper = false): string[] => {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  const out = new Set<string>();
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const code = item.trim();
    if (!/^[A-Za-z_]{1,40}$/.test(code)) continue;
    out.add(upper ? code.toUpperCase() : code.toLowerCase());
    if (out.size >= 60) break;
  }
  return [...out];
};

export const countOf = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e9 ? v : null;
