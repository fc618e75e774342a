/** Reads an admin's import file (JSON array, NDJSON or CSV in the ads_archive shape) into ads. */

const ARRAY_FIELDS = new Set([
  'ad_creative_bodies',
  'ad_creative_link_titles',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'publisher_platforms',
  'languages',
  'ad_reached_countries',
]);

export class ImportFileError extends Error {}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export const parseCsvRows = (text: string, delimiter = ','): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
};

/** A list cell is a JSON array or values separated by '|'. */
const listCell = (value: string) => {
  const v = value.trim();
  if (v === '') return [];
  if (v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // falls through to the plain split
    }
  }
  return v
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
};

const fromCsv = (text: string) => {
  const clean = text.replace(/^\uFEFF/, '');
  // Spreadsheets set to pt-BR save with ';'.
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const [header, ...rows] = parseCsvRows(clean, delimiter);
  if (!header) return [];
  const names = header.map((h) => h.trim());
  if (!names.includes('id') && !names.includes('ad_archive_id')) {
    throw new ImportFileError('O CSV precisa de uma coluna "id" (ou "ad_archive_id") no cabeçalho.');
  }
  return rows.map((cells) => {
    const ad: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const cell = cells[i] ?? '';
      if (ARRAY_FIELDS.has(name)) ad[name] = listCell(cell);
      else if (cell.trim() !== '') ad[name] = cell.trim();
    });
    return ad;
  });
};

export const parseImportFile = (name: string, text: string): unknown[] => {
  const trimmed = text.trim();
  if (trimmed === '') throw new ImportFileError('O arquivo está vazio.');
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return fromCsv(text);
  if (
    trimmed.startsWith('[') ||
    trimmed.startsWith('{"data"') ||
    (lower.endsWith('.json') && trimmed.startsWith('{'))
  ) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      // A saved Graph API page ({ data: [...] }) is accepted as is.
      if (Array.isArray(parsed)) return parsed;
      if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { data?: unknown }).data)) {
        return (parsed as { data: unknown[] }).data;
      }
      return [parsed];
    } catch {
      if (lower.endsWith('.json')) throw new ImportFileError('JSON inválido: confira o arquivo.');
    }
  }
  // NDJSON: one ad per line; a broken line becomes an item the server rejects with its reason.
  return trimmed
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        return { invalid_line: line.slice(0, 80) };
      }
    });
};

export const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Batches of at most `size` items and about `maxBytes` of JSON each, so a batch of long ads
 * never exceeds the API's body limit (1 MiB by default).
 */
export const batchesFor = (items: unknown[], size: number, maxBytes = 700_000) => {
  const batches: unknown[][] = [];
  let current: unknown[] = [];
  let bytes = 0;
  for (const item of items) {
    const itemBytes = JSON.stringify(item ?? null).length + 1;
    if (current.length > 0 && (current.length >= size || bytes + itemBytes > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += itemBytes;
  }
  if (current.length) batches.push(current);
  return batches;
};
