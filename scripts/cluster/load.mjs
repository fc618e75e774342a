#!/usr/bin/env node
// node scripts/cluster/load.mjs [--seconds 20] [--connections 16]: ad searches through the running
// cluster's balancer (pnpm cluster:up), signed in as its admin, each search a different page of a
// few terms; prints requests per second, latency percentiles and which standby served how much
// (pg_stat_database's committed transactions on each server). For the searches to reach the
// database, start the cluster with SEARCH_CACHE_MB=0 (the kept search answers off).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PG_BIN, ROOT, STATE_FILE } from './lib.mjs';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, connections: { type: 'string', default: '16' } },
});
const autocannon = createRequire(join(ROOT, 'apps/api/package.json'))('autocannon');
const state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));

const login = await fetch(`${state.address}/api/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: state.adminEmail, password: state.adminPassword }),
});
const { token } = (await login.json()).data;

const commits = (url) => {
  const { port } = new URL(url);
  const r = spawnSync(
    join(PG_BIN, 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      port,
      '-U',
      'postgres',
      '-d',
      'sniperads',
      '-tAc',
      "select xact_commit from pg_stat_database where datname = 'sniperads'",
    ],
    { encoding: 'utf8' },
  );
  return Number(r.stdout.trim());
};
const servers = [state.primary, ...state.replicas];
const before = servers.map(commits);

const terms = ['curso', 'emagrecer', 'clinica', 'frete gratis', 'renda extra', 'promoção', 'saúde', 'cabelo'];
let n = 0;
const result = await autocannon({
  url: state.address,
  connections: Number(values.connections),
  duration: Number(values.seconds),
  headers: { authorization: `Bearer ${token}` },
  requests: [
    {
      setupRequest: (request) => {
        n++;
        const term = terms[n % terms.length];
        return {
          ...request,
          path: `/api/advertisements?search=${encodeURIComponent(term)}&page=${1 + (Math.floor(n / terms.length) % 20)}`,
        };
      },
    },
  ],
});
// The servers publish a busy backend's counts at most once a second, an idle one's within 10 s.
await new Promise((resolve) => setTimeout(resolve, 11_000));
const served = servers.map((url, i) => commits(url) - (before[i] ?? 0));
console.log(
  JSON.stringify(
    {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      committed: { primary: served[0], replicas: served.slice(1) },
    },
    null,
    2,
  ),
);
