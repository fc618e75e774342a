#!/usr/bin/env node
// pnpm cluster:up [--fresh] [--primary-only]: a PostgreSQL primary and two streaming standbys (pg_basebackup -R),
// Redis, two API processes (apps/api/dist/server.js: DATABASE_URL on the primary,
// DATABASE_READ_URLS on the standbys) and HAProxy in front of them, health-checking /api/ready;
// all on 127.0.0.1. Reuses .data/cluster's databases unless --fresh. pnpm cluster:down ends it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  DIR,
  HAPROXY,
  isRunning,
  missingTools,
  NODES,
  PG_BIN,
  PORTS,
  pg,
  pgCtl,
  pgUrl,
  postgresAccount,
  REDIS,
  ROOT,
  readPid,
  STATE_FILE,
} from './lib.mjs';

const log = (line) => console.log(`cluster: ${line}`);
const fail = (message) => {
  console.error(`cluster: ${message}`);
  process.exit(1);
};

const missing = missingTools();
if (missing.length > 0)
  fail(`missing ${missing.join(', ')} (Debian: apt-get install -y postgresql-15 haproxy)`);
const server = join(ROOT, 'apps/api/dist/server.js');
if (!existsSync(server))
  fail('apps/api/dist/server.js is missing: run `pnpm --filter @sniperads/api build` first');
for (const port of PORTS.apis) {
  if (isRunning(readPid(join(DIR, `api-${port}.pid`)))) fail('already running (pnpm cluster:down first)');
}

if (process.argv.includes('--fresh')) rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const account = postgresAccount();
const own = (path) => {
  if (account.uid !== undefined) chownSync(path, account.uid, account.gid);
};
own(DIR);

// Secrets of this local cluster, kept across runs.
const state = existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : {};
state.jwtSecret ??= randomBytes(32).toString('hex');
state.adminEmail ??= 'admin@sniperads.local';
state.adminPassword ??= randomBytes(12).toString('base64url');

// 1. The primary.
const [primary, ...replicas] = NODES;
if (!existsSync(join(primary.dir, 'PG_VERSION'))) {
  log(`initdb ${primary.dir}`);
  pg('initdb', ['-D', primary.dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  appendFileSync(
    join(primary.dir, 'postgresql.conf'),
    [
      '',
      '# sniperads cluster (scripts/cluster/up.mjs)',
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${DIR}'`,
      'wal_level = replica',
      'max_wal_senders = 10',
      'wal_keep_size = 256MB',
      'hot_standby = on',
      // A long search on a standby is not cancelled by the replay of a vacuum on the primary.
      'hot_standby_feedback = on',
      'shared_buffers = 64MB',
      'max_connections = 100',
      '',
    ].join('\n'),
  );
}
writePort(primary);
startNode(primary);
if (
  pg('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-tAc',
    "select 1 from pg_database where datname = 'sniperads'",
  ]).stdout.trim() !== '1'
)
  pg('createdb', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', 'sniperads']);

// 2. Two streaming standbys, each a base backup of the primary with its standby.signal (-R).
for (const node of replicas) {
  if (!existsSync(join(node.dir, 'PG_VERSION'))) {
    log(`pg_basebackup -R ${node.dir}`);
    const started = performance.now();
    pg('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      node.dir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    state.replicaBuildMs = Math.round(performance.now() - started);
  }
  writePort(node);
  startNode(node);
}

// 3. Redis, shared by the API processes (auth limits, ingest budgets).
let redisUrl = '';
if (existsSync(REDIS)) {
  const pidFile = join(DIR, 'redis.pid');
  if (!isRunning(readPid(pidFile))) {
    const r = spawnSync(
      REDIS,
      [
        '--port',
        String(PORTS.redis),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'yes',
        '--pidfile',
        pidFile,
        '--logfile',
        join(DIR, 'redis.log'),
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) fail(`redis-server failed: ${r.stderr}`);
  }
  redisUrl = `redis://127.0.0.1:${PORTS.redis}`;
} else log(`no ${REDIS}: the API processes count rate limits each on its own`);

// 4. Two API processes.
const dataDir = join(DIR, 'app');
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: pgUrl(primary.port),
  // --primary-only: the standbys run but the API reads everything from the primary (to compare).
  DATABASE_READ_URLS: process.argv.includes('--primary-only')
    ? ''
    : replicas.map((n) => pgUrl(n.port)).join(','),
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  JWT_SECRET: state.jwtSecret,
  ADMIN_EMAIL: state.adminEmail,
  ADMIN_PASSWORD: state.adminPassword,
  APP_URL: `http://127.0.0.1:${PORTS.balancer}`,
  TRUST_PROXY: 'true',
  DATA_DIR: dataDir,
  DEMO_DATA: process.env.DEMO_DATA ?? 'true',
  DEMO_ADS: process.env.DEMO_ADS ?? '2000',
};
const waitReady = async (url, seconds) => {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
};
// One at a time: the first migrates and seeds, the second finds it done.
for (const port of PORTS.apis) {
  const out = openSync(join(DIR, `api-${port}.log`), 'a');
  const child = spawn(process.execPath, ['--max-semi-space-size=4', server], {
    env: { ...env, PORT: String(port) },
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
  });
  writeFileSync(join(DIR, `api-${port}.pid`), `${child.pid}\n`);
  child.unref();
  log(`api on 127.0.0.1:${port} (pid ${child.pid})`);
  if (!(await waitReady(`http://127.0.0.1:${port}/api/ready`, 300)))
    fail(`the API on :${port} is not ready: see ${join(DIR, `api-${port}.log`)}`);
}

// 5. HAProxy in front, health-checking /api/ready.
const haproxyCfg = join(DIR, 'haproxy.cfg');
const template = readFileSync(join(ROOT, 'scripts/cluster/haproxy.cfg'), 'utf8');
writeFileSync(
  haproxyCfg,
  template
    .replace('__PIDFILE__', join(DIR, 'haproxy.pid'))
    .replace('__BIND__', `127.0.0.1:${PORTS.balancer}`)
    .replace('__API1__', `127.0.0.1:${PORTS.apis[0]}`)
    .replace('__API2__', `127.0.0.1:${PORTS.apis[1]}`),
);
const h = spawnSync(HAPROXY, ['-f', haproxyCfg, '-D', '-p', join(DIR, 'haproxy.pid')], { encoding: 'utf8' });
if (h.status !== 0) fail(`haproxy failed: ${h.stderr}`);
const address = `http://127.0.0.1:${PORTS.balancer}`;
if (!(await waitReady(`${address}/api/ready`, 30))) fail('HAProxy does not answer /api/ready');

writeFileSync(
  STATE_FILE,
  `${JSON.stringify(
    {
      ...state,
      address,
      pgBin: PG_BIN,
      primary: pgUrl(primary.port),
      replicas: replicas.map((n) => pgUrl(n.port)),
      apis: PORTS.apis.map((p) => `http://127.0.0.1:${p}`),
      nodes: NODES,
    },
    null,
    2,
  )}\n`,
);
console.log(`
  SniperAds cluster at ${address}  (API at ${address}/api)
  PostgreSQL: primary 127.0.0.1:${primary.port}, standbys ${replicas.map((n) => `127.0.0.1:${n.port}`).join(', ')}
  API processes: ${PORTS.apis.map((p) => `127.0.0.1:${p}`).join(', ')} behind HAProxy
  Admin: ${state.adminEmail} / ${state.adminPassword}
  Logs and data: ${DIR}   Stop: pnpm cluster:down
`);

function writePort(node) {
  const auto = join(node.dir, 'postgresql.auto.conf');
  const lines = readFileSync(auto, 'utf8')
    .split('\n')
    .filter((l) => !/^\s*port\s*=/.test(l) && !/^\s*unix_socket_directories\s*=/.test(l));
  lines.push(`port = ${node.port}`, `unix_socket_directories = '${DIR}'`, '');
  writeFileSync(auto, lines.join('\n').replace(/\n{3,}/g, '\n\n'));
  own(auto);
}

function startNode(node) {
  if (pgCtl(node, 'status').status === 0) return;
  log(`start ${node.name} on 127.0.0.1:${node.port}`);
  const logFile = join(DIR, `${node.name}.log`);
  if (!existsSync(logFile)) {
    writeFileSync(logFile, '');
    own(logFile);
  }
  pgCtl(node, 'start');
}
