import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DeclaredIndex {
  name: string;
  table: string;
  /** The migration's CREATE INDEX, made idempotent (IF NOT EXISTS). */
  create: string;
}

const NAME = String.raw`(?:"?[\w$]+"?\.)?"?([\w$]+)"?`;
const CREATE = new RegExp(
  String.raw`^create\s+(unique\s+)?index\s+(concurrently\s+)?(?:if\s+not\s+exists\s+)?${NAME}\s+on\s+(?:only\s+)?${NAME}`,
  'i',
);
const DROP_INDEX =
  /^drop\s+index\s+(?:concurrently\s+)?(?:if\s+exists\s+)?(.+?)(?:\s+(?:cascade|restrict))?$/i;
const RENAME_INDEX = new RegExp(
  String.raw`^alter\s+index\s+(?:if\s+exists\s+)?${NAME}\s+rename\s+to\s+${NAME}`,
  'i',
);
const DROP_TABLE = /^drop\s+table\s+(?:if\s+exists\s+)?(.+?)(?:\s+(?:cascade|restrict))?$/i;

const unquote = (name: string) => name.trim().replace(/^.*\./, '').replaceAll('"', '');

/** Statements of a migration file without comment lines or the trailing semicolon. */
const statementsOf = (text: string) =>
  text.split('--> statement-breakpoint').map((raw) =>
    raw
      .split('\n')
      .filter((line) => !line.trim().startsWith('--'))
      .join('\n')
      .trim()
      .replace(/;\s*$/, ''),
  );

/**
 * Every index the migrations leave behind (created, minus dropped, renamed as renamed), read from
 * the SQL files in journal order: the indexes a migrated database must have. Indexes that back a
 * PRIMARY KEY or UNIQUE constraint are not listed; nothing ever drops those one by one.
 */
export const declaredIndexes = (migrationsFolder: string): DeclaredIndex[] => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const indexes = new Map<string, DeclaredIndex>();
  for (const { tag } of journal.entries) {
    for (const statement of statementsOf(readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8'))) {
      const created = CREATE.exec(statement);
      if (created) {
        const [head, unique = '', concurrently = '', name = '', table = ''] = created;
        const create = `CREATE ${unique.toUpperCase()}INDEX ${concurrently.toUpperCase()}IF NOT EXISTS "${name}" ON "${table}"${statement.slice(head.length)}`;
        indexes.set(name, { name, table, create });
        continue;
      }
      const dropped = DROP_INDEX.exec(statement);
      if (dropped) {
        for (const name of dropped[1]!.split(',')) indexes.delete(unquote(name));
        continue;
      }
      const renamed = RENAME_INDEX.exec(statement);
      if (renamed) {
        const [, from = '', to = ''] = renamed;
        const index = indexes.get(from);
        if (index) {
          indexes.delete(from);
          indexes.set(to, { ...index, name: to, create: index.create.replace(`"${from}"`, `"${to}"`) });
        }
        continue;
      }
      const droppedTable = DROP_TABLE.exec(statement);
      if (droppedTable) {
        const tables = new Set(droppedTable[1]!.split(',').map(unquote));
        for (const [name, index] of indexes) if (tables.has(index.table)) indexes.delete(name);
      }
    }
  }
  return [...indexes.values()];
};
