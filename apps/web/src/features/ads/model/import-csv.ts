import Papa from 'papaparse';

/** Columns holding lists in the ads_archive shape. */
export const CSV_LIST_FIELDS = new Set([
  'ad_creative_bodies',
  'ad_creative_link_titles',
  'ad_creative_link_captions',
  'ad_creative_link_descriptions',
  'publisher_platforms',
  'languages',
  'ad_reached_countries',
]);

export class CsvImportError extends Error {}

/**
 * A list cell is a JSON array (`["a","b"]`); anything else is one single value. Ad texts contain
 * '|', ',' and ';', so a plain cell is never split.
 */
export const listCell = (value: string): string[] => {
  const v = value.trim();
  if (v === '') return [];
  if (v.startsWith('[') && v.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.filter((x) => x !== null && x !== undefined).map(String);
    } catch {
      // Not JSON after all: a text that happens to be bracketed.
    }
  }
  return [v];
};

/**
 * CSV with a header row into ads. papaparse handles quoted cells (with the delimiter, quotes and
 * line breaks inside), the BOM spreadsheets write, and guesses ',' or ';' (pt-BR spreadsheets
 * save with ';').
 */
export const parseAdsCsv = (text: string): Record<string, unknown>[] => {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    const line = broken.row === undefined ? '' : ` (registro ${broken.row + 1})`;
    throw new CsvImportError(`CSV com aspas sem fechamento${line}: confira o arquivo.`);
  }
  const [header, ...rows] = result.data;
  if (!header) return [];
  const names = header.map((h) => h.trim());
  if (!names.includes('id') && !names.includes('ad_archive_id')) {
    throw new CsvImportError('O CSV precisa de uma coluna "id" (ou "ad_archive_id") no cabeçalho.');
  }
  return rows.map((cells) => {
    const ad: Record<string, unknown> = {};
    names.forEach((name, i) => {
      if (name === '') return;
      const cell = cells[i] ?? '';
      if (CSV_LIST_FIELDS.has(name)) ad[name] = listCell(cell);
      else if (cell.trim() !== '') ad[name] = cell.trim();
    });
    return ad;
  });
};
