import { CsvImportError, parseAdsCsv } from './import-csv';

export class ImportFileError extends Error {}

/** Reads an admin's import file (JSON array, NDJSON or CSV in the ads_archive shape) into ads. */
export const parseImportFile = (name: string, text: string): unknown[] => {
  const trimmed = text.trim();
  if (trimmed === '') throw new ImportFileError('O arquivo está vazio.');
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) {
    try {
      return parseAdsCsv(text);
    } catch (e) {
      throw e instanceof CsvImportError ? new ImportFileError(e.message) : e;
    }
  }
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
