#!/usr/bin/env node
// node scripts/cluster/load.mjs [--seconds 20] [--connections 16]: ad searches on the running
// cluster's two API processes (pnpm cluster:up), half the connections each, signed in as its admin
// (four sessions), each search a different page of a few terms; prints requests per second,
// latency percentiles and how many transactions each server committed meanwhile
// (pg_stat_database). For the searches to reach the database, start the cluster with
// SEARCH_CACHE_MB=0 (the kept search answers off). docs/scaling.md has the figures.
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

// Four sessions: the balancer keeps each on one API process (it hashes Authorization).
const tokens = [];
for (let i = 0; i < 4; i++) {
  const login = await fetch(`${state.address}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: state.adminEmail, password: state.adminPassword }),
  });
  const answer = await login.json();
  if (!answer.data) throw new Error(`sign-in refused: ${answer.message}`);
  tokens.push(answer.data.token);
}

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
// Half of the connections on each API process directly: the balancer's hash of four sessions
// could put most of them on one process, and one process's CPU would then be what is measured.
const half = Math.max(1, Math.floor(Number(values.connections) / 2));
const runs = await Promise.all(
  state.apis.map((url) =>
    autocannon({
      url,
      connections: half,
      duration: Number(values.seconds),
      requests: [
        {
          setupRequest: (request) => {
            n++;
            const term = terms[n % terms.length];
            return {
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${tokens[n % tokens.length]}` },
              path: `/api/advertisements?search=${encodeURIComponent(term)}&page=${1 + (Math.floor(n / terms.length) % 20)}`,
            };
          },
        },
      ],
    }),
  ),
);
const result = {
  requests: { average: runs.reduce((sum, r) => sum + r.requests.average, 0) },
  latency: {
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
  },
  non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
};
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
