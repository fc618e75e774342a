// The local cluster's layout, shared by up.mjs, down.mjs and the cluster test: a PostgreSQL 15
// primary and two streaming standbys from Debian's binaries, Redis, two API processes and HAProxy,
// all on 127.0.0.1, under .data/cluster (gitignored).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIR = resolve(process.env.CLUSTER_DIR ?? join(ROOT, '.data', 'cluster'));
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const REDIS = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

const pgBase = Number(process.env.CLUSTER_PG_PORT ?? 55430);
const httpBase = Number(process.env.CLUSTER_HTTP_PORT ?? 4170);
export const PORTS = {
  primary: pgBase,
  replicas: [pgBase + 1, pgBase + 2],
  redis: pgBase + 9,
  balancer: httpBase,
  apis: [httpBase + 1, httpBase + 2],
};
export const NODES = [
  { name: 'primary', dir: join(DIR, 'pg-primary'), port: PORTS.primary },
  ...PORTS.replicas.map((port, i) => ({
    name: `replica${i + 1}`,
    dir: join(DIR, `pg-replica${i + 1}`),
    port,
  })),
];
export const STATE_FILE = join(DIR, 'cluster.json');
export const pgUrl = (port, db = 'sniperads') => `postgres://postgres@127.0.0.1:${port}/${db}`;

/** What is missing on this machine to run the cluster (empty: everything is there). */
export const missingTools = () =>
  [join(PG_BIN, 'initdb'), join(PG_BIN, 'pg_ctl'), join(PG_BIN, 'pg_basebackup'), HAPROXY].filter(
    (path) => !existsSync(path),
  );

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` account. */
export const postgresAccount = () => {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, but there is no postgres account to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
};

/** Runs a PostgreSQL binary (as `postgres` when root); throws with its output when it fails. */
export const pg = (binary, args, { allowFail = false } = {}) => {
  const result = spawnSync(join(PG_BIN, binary), args, {
    ...postgresAccount(),
    encoding: 'utf8',
    cwd: DIR,
    env: { ...process.env, PGAPPNAME: 'sniperads-cluster' },
  });
  if (result.status !== 0 && !allowFail)
    throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result;
};

export const pgCtl = (node, action, extra = []) =>
  pg('pg_ctl', ['-D', node.dir, '-l', join(DIR, `${node.name}.log`), '-w', '-t', '60', action, ...extra], {
    allowFail: action === 'stop' || action === 'status',
  });

export const isRunning = (pid) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const readPid = (file) => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};
