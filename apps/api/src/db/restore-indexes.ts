import { declaredIndexes } from './declared-indexes';
import { rootCauseMessage } from './unavailable';

/** Where start-up steps report; a pino logger fits, and so does `stderrLog`. */
export interface DbLog {
  info(message: string): void;
  warn(message: string): void;
}

/** For the steps that run before the app (and its logger) exist. */
export const stderrLog: DbLog = {
  info: (message) => process.stderr.write(`${message}\n`),
  warn: (message) => process.stderr.write(`warning: ${message}\n`),
};

/** Runs one SQL text and gives back its rows, whichever the driver. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Recreates every index the migrations declare that the database lacks (or holds invalid, as an
 * interrupted concurrent build leaves it), e.g. after a bulk seed that dropped them was killed.
 * Returns the names recreated. A failure (duplicates blocking a unique index) is reported, not
 * fatal: the API works without an index, only slower.
 */
export const restoreMissingIndexes = async (
  run: RunSql,
  migrationsFolder: string,
  log: DbLog,
): Promise<string[]> => {
  const declared = declaredIndexes(migrationsFolder);
  const rows = await run(
    `select c.relname as name, i.indisvalid as valid from pg_index i
       join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any(current_schemas(false))`,
  );
  const valid = new Map(rows.map((row) => [String(row.name), row.valid === true || row.valid === 't']));
  const missing = declared.filter((index) => valid.get(index.name) !== true);
  if (missing.length === 0) return [];
  const started = performance.now();
  log.warn(
    `${missing.length} index(es) the migrations declare are missing; recreating them (on a big table this takes minutes): ${missing.map((i) => i.name).join(', ')}`,
  );
  const restored: string[] = [];
  for (const index of missing) {
    try {
      if (valid.get(index.name) === false) await run(`drop index if exists "${index.name}"`);
      await run(index.create);
      restored.push(index.name);
    } catch (error) {
      log.warn(`could not recreate index ${index.name}: ${rootCauseMessage(error)}`);
    }
  }
  for (const table of new Set(missing.map((index) => index.table))) await run(`analyze "${table}"`);
  log.warn(`recreated ${restored.length} index(es) in ${Math.round(performance.now() - started)} ms`);
  return restored;
};
