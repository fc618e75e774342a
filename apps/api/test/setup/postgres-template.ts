import type pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { openConnection } from '../../src/db/pg-client';
import { migrationsFolder, migrationsHash } from './migrations';

type Sql = pg.Client;

/** Fixed, so concurrent test runs from any checkout take turns building templates. */
const TEMPLATE_LOCK_KEY = 737_210_001;
const TEMPLATE_PREFIX = 'sniperads_tpl_';
const BUILD_PREFIX = 'sniperads_build_';
/** Per-file databases are named `sniperads_test_<base36 ms>_<random>`. */
export const TEST_DATABASE_PREFIX = 'sniperads_test_';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const build = async (admin: Sql, serverUrl: string, template: string) => {
  // Built under another name and renamed last: a template that exists is a complete one.
  const building = `${BUILD_PREFIX}${template.slice(TEMPLATE_PREFIX.length)}`;
  await admin.query(`drop database if exists "${building}" with (force)`);
  await admin.query(`create database "${building}"`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, building), migrationsFolder, max: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Nobody may connect to it: CREATE DATABASE … TEMPLATE refuses a source with open sessions.
  await admin.query(`alter database "${building}" with is_template true allow_connections false`);
  await admin.query(`alter database "${building}" rename to "${template}"`);
};

const dropDatabase = async (admin: Sql, name: string) => {
  try {
    await admin.query(`alter database "${name}" with is_template false`);
    await admin.query(`drop database if exists "${name}" with (force)`);
  } catch {
    // Still in use by another run, or already gone: the next run will try again.
  }
};

/** Templates of other migration sets unused for a day, and per-file databases a crash left. */
const dropStale = async (admin: Sql, current: string) => {
  const now = Date.now();
  const { rows } = await admin.query<{ datname: string; used: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as used from pg_database
     where datname like $1 or datname like $2 or datname like $3`,
    [`${TEMPLATE_PREFIX}%`, `${BUILD_PREFIX}%`, `${TEST_DATABASE_PREFIX}%`],
  );
  for (const { datname, used } of rows) {
    if (datname === current) continue;
    // Only this run builds right now (it holds the lock): any other build is a crash's leftover.
    if (datname.startsWith(BUILD_PREFIX)) await dropDatabase(admin, datname);
    else if (datname.startsWith(TEMPLATE_PREFIX)) {
      if (!used || now - Date.parse(used) > STALE_AFTER_MS) await dropDatabase(admin, datname);
    } else {
      const created = Number.parseInt(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0] ?? '', 36);
      if (created > 0 && now - created > STALE_AFTER_MS) await dropDatabase(admin, datname);
    }
  }
};

/**
 * The name of a template database holding the current migrations, built once per migration set
 * and reused by later runs; each test file copies it with CREATE DATABASE … TEMPLATE.
 */
export const ensureTemplate = async (serverUrl: string): Promise<string> => {
  const template = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  // One connection: the advisory lock belongs to the session that took it.
  const admin = await openConnection(serverUrl, {
    applicationName: 'sniperads-test',
    connectTimeoutMs: 15_000,
  });
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rows } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (rows.length === 0) await build(admin, serverUrl, template);
      // The comment records the last use, so cleanup spares templates other checkouts still use.
      await admin.query(`comment on database "${template}" is '${new Date().toISOString()}'`);
      await dropStale(admin, template);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
  return template;
};
