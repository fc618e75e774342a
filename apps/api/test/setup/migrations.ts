import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * 12 hex digits that change whenever a migration is added or edited, so a database migrated by an
 * older checkout is never mistaken for a current one.
 */
export const migrationsHash = () => {
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  files.push(join('meta', '_journal.json'));
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(migrationsFolder, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
};
