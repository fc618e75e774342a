import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdBulkLoadLock } from '../src/db/advisory-locks';
import { type Database, openDatabase } from '../src/db/client';
import { declaredIndexes } from '../src/db/declared-indexes';
import type { DbLog } from '../src/db/restore-indexes';
import { rowsOf } from '../src/db/sql';
import { createTestDatabase } from './helpers/database';
import { until } from './helpers/until';
import { migrationsFolder } from './setup/migrations';
import { apiDir, freePort, PROCESS_START_MS, PROCESS_TEST_MS, runEntry } from './support/processes';
import { createServerDatabase, postgresSource } from './support/proxied-app';

/** Operating the API: start-up errors, migrations, the embedded database's lock, seed indexes. */
const source = postgresSource();
const scratch = mkdtempSync(join(tmpdir(), 'sniperads-ops-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const recordingLog = () => {
  const lines: string[] = [];
  const log: DbLog = {
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
  };
  return { log, lines };
};

const indexNames = async (database: Database, table?: string) => {
  const rows = rowsOf<{ name: string }>(
    await database.db.execute(
      `select indexname as name from pg_indexes where schemaname = 'public'${table ? ` and tablename = '${table}'` : ''}`,
    ),
  );
  return new Set(rows.map((r) => r.name));
};

const declaredNames = (table?: string) =>
  declaredIndexes(migrationsFolder)
    .filter((i) => !table || i.table === table)
    .map((i) => i.name);

describe('start-up', { timeout: PROCESS_TEST_MS }, () => {
  it('names the real cause when PostgreSQL cannot be reached, without the password', async () => {
    const port = await freePort();
    const started = performance.now();
    const server = runEntry('src/server.ts', [], {
      DATABASE_URL: `postgres://sniperads:segredo-nao-mostrar@127.0.0.1:${port}/sniperads`,
      DATA_DIR: join(scratch, 'unreachable'),
    });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain(`não foi possível conectar ao PostgreSQL em 127.0.0.1:${port}: `);
    expect(output).toContain('ECONNREFUSED');
    expect(output).not.toContain('segredo-nao-mostrar');
    expect(output).not.toContain('Failed query');
    console.info(
      `[ops] unreachable database at start-up: exit 1 after ${Math.round(performance.now() - started)} ms`,
    );
  });
});

describe('the embedded database is one process’s', { timeout: PROCESS_TEST_MS }, () => {
  it('refuses a second process while another holds it, and takes over after that one is killed', async () => {
    const pgliteDir = join(scratch, 'embedded');
    const dataDir = join(pgliteDir, 'pglite');
    const holder = spawn(process.execPath, ['--import', 'tsx', 'test/support/hold-pglite-lock.ts', dataDir], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    let said = '';
    holder.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    try {
      await until(
        'the child holds the lock',
        async () => said,
        (text) => text.includes('locked'),
        PROCESS_START_MS,
      );
      await expect(openDatabase({ pgliteDir, migrationsFolder })).rejects.toThrow(
        `O banco embutido em ${dataDir} já está em uso pelo processo ${holder.pid}. Pare o servidor antes de rodar o seed.`,
      );
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    // Its owner is dead: the lock is stale and taken over.
    const database = await openDatabase({ pgliteDir, migrationsFolder });
    await expect(openDatabase({ pgliteDir, migrationsFolder })).rejects.toThrow(`processo ${process.pid}`);
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe('declared indexes', { timeout: PROCESS_TEST_MS }, () => {
  it('recreates at start-up the indexes a database lacks, with a warning', async () => {
    const database = await createTestDatabase();
    try {
      // The migrations' text and the migrated database agree (constraints' own indexes aside, and
      // a partition's copies of its parent's indexes: migration 0022).
      const own = rowsOf<{ name: string }>(
        await database.db.execute(
          `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
            join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
             and not exists (select 1 from pg_inherits h where h.inhrelid = i.indexrelid)`,
        ),
      );
      expect(own.map((r) => r.name).sort()).toEqual(declaredNames().sort());
      const dropped = [
        'advertisements_search_vector_idx',
        'advertisements_start_time_idx',
        'users_email_lower_idx',
      ];
      for (const name of dropped) await database.db.execute(`drop index "${name}"`);
      const { log, lines } = recordingLog();
      await database.migrate(log);
      expect(lines.some((l) => l.startsWith('warn:') && dropped.every((name) => l.includes(name)))).toBe(
        true,
      );
      const present = await indexNames(database);
      expect(declaredNames().filter((name) => !present.has(name))).toEqual([]);

      // Nothing missing: nothing said.
      const again = recordingLog();
      await database.migrate(again.log);
      expect(again.lines).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!source)(
    'leaves them to a bulk seed that is loading, and restores them once it is gone',
    async () => {
      const server = await createServerDatabase(source!);
      const database = await openDatabase({ url: server.url, migrationsFolder, max: 2 });
      try {
        await database.db.execute('drop index "advertisements_domain_seen_idx"');
        const release = await holdBulkLoadLock(server.url, recordingLog().log);
        const during = recordingLog();
        try {
          await database.migrate(during.log);
        } finally {
          await release();
        }
        expect(during.lines).toEqual([
          'info: a bulk seed is loading ads: it recreates the indexes it dropped when it ends',
        ]);
        expect((await indexNames(database, 'advertisements')).has('advertisements_domain_seen_idx')).toBe(
          false,
        );
        await database.migrate(recordingLog().log);
        expect((await indexNames(database, 'advertisements')).has('advertisements_domain_seen_idx')).toBe(
          true,
        );
      } finally {
        await database.close();
        await server.drop();
      }
    },
  );
});

describe.skipIf(!source)('on PostgreSQL', { timeout: PROCESS_TEST_MS }, () => {
  it('serialises replicas migrating a fresh database at the same time', async () => {
    const server = await createServerDatabase(source!, { fresh: true });
    const replicas = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: server.url, migrationsFolder, max: 1 })),
    );
    try {
      const logs = replicas.map(() => recordingLog());
      await Promise.all(replicas.map((replica, i) => replica.migrate(logs[i]!.log)));
      const waited = logs.filter(({ lines }) => lines.some((l) => l.includes('another instance migrating')));
      expect(waited.length).toBeGreaterThanOrEqual(1);
      const applied = rowsOf<{ n: number }>(
        await replicas[0]!.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations'),
      );
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(applied[0]?.n).toBe(journal.entries.length);
      const present = await indexNames(replicas[0]!);
      expect(declaredNames().filter((name) => !present.has(name))).toEqual([]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await server.drop();
    }
  });

  it(
    'a bulk seed stopped with Ctrl-C puts back every index; one killed leaves them to the next start-up',
    async () => {
      const server = await createServerDatabase(source!);
      const env = { DATABASE_URL: server.url, DATA_DIR: join(scratch, 'seed') };
      const database = await openDatabase({ url: server.url, migrationsFolder, max: 2 });
      const adIndexes = declaredNames('advertisements');
      const missing = async () => {
        const present = await indexNames(database, 'advertisements');
        return adIndexes.filter((name) => !present.has(name));
      };
      const startBulkSeed = async () => {
        const seed = runEntry('src/seed.ts', ['--ads', '80000'], env);
        let exit: number | string | null = null;
        void seed.exited.then((code) => {
          exit = code;
        });
        await until(
          'the seed loads ads',
          async () => ({ exit, output: seed.output() }),
          (now) => now.exit !== null || now.output.includes('anúncios:'),
          PROCESS_START_MS,
        );
        expect(seed.output()).toContain('anúncios:');
        return seed;
      };
      try {
        const interrupted = await startBulkSeed();
        expect(await missing()).not.toEqual([]);
        interrupted.process.kill('SIGINT');
        expect(await interrupted.exited).toBe(130);
        expect(interrupted.output()).toContain('recriando índices');
        expect(await missing()).toEqual([]);

        const killed = await startBulkSeed();
        killed.process.kill('SIGKILL');
        await killed.exited;
        const left = await missing();
        expect(left.length).toBeGreaterThan(0);
        const { log, lines } = recordingLog();
        await database.migrate(log);
        expect(lines.some((l) => l.startsWith('warn:') && left.every((name) => l.includes(name)))).toBe(true);
        expect(await missing()).toEqual([]);
      } finally {
        await database.close();
        await server.drop();
      }
    },
    PROCESS_TEST_MS,
  );
});
