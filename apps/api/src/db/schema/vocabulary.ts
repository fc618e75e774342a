import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `column in ('a', 'b')` over one of the contract's lists, so a check constraint allows exactly the
 * values the contract declares and the list is written once. Changing the list changes the
 * constraint, and `db:generate` writes the migration for it.
 */
export const inList = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
