import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client';
import { migrationsFolder } from './migrations';

/**
 * Migrates one in-memory PGlite and saves its data directory as a tarball; every test file then
 * starts its own PGlite from it instead of running initdb and the migrations again.
 */
export const writePgliteSnapshot = async () => {
  const database = await openDatabase({ pgliteDir: null, migrationsFolder });
  try {
    await database.migrate();
    // openDatabase hides the driver; drizzle keeps it on $client, and only the snapshot needs it.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'sniperads-pglite-'));
    const path = join(dir, 'migrated.tar');
    writeFileSync(path, new Uint8Array(await tarball.arrayBuffer()));
    return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
};
