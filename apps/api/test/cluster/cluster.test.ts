import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { AD_SORTS } from '@sniperads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../../src/db/pg-client';
import { adInput } from '../helpers/factories';
import { until } from '../helpers/until';

/**
 * The real multi-node setup (`pnpm cluster:up`): a PostgreSQL 15 primary and two streaming
 * standbys, two API processes (the built dist/server.js) and HAProxy in front, on loopback. Run by
 * `pnpm --filter @sniperads/api test:cluster` (CI, after the build); skipped, saying why, where
 * Debian's PostgreSQL binaries, HAProxy or the built API are missing.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const DIR = join(ROOT, '.data', 'cluster-test');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const needed = [
  join(PG_BIN, 'initdb'),
  join(PG_BIN, 'pg_basebackup'),
  '/usr/sbin/haproxy',
  join(ROOT, 'apps/api/dist/server.js'),
];
const missing = needed.filter((path) => !existsSync(path));
if (missing.length > 0) console.warn(`cluster test skipped: missing ${missing.join(', ')}`);

interface ClusterState {
  address: string;
  apis: string[];
  primary: string;
  replicas: string[];
  adminEmail: string;
  adminPassword: string;
  nodes: { name: string; dir: string; port: number }[];
}

const script = (name: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/cluster', name), ...args], {
    env: { ...process.env, CLUSTER_DIR: DIR, DEMO_DATA: 'false' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${name} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

/** pg_ctl on one node, as the postgres account when root (PostgreSQL refuses root). */
const pgCtl = (node: ClusterState['nodes'][number], ...args: string[]) => {
  const account =
    process.getuid?.() === 0
      ? (() => {
          const line = readFileSync('/etc/passwd', 'utf8')
            .split('\n')
            .find((l) => l.startsWith('postgres:'));
          const [, , uid, gid] = (line ?? '').split(':');
          return { uid: Number(uid), gid: Number(gid) };
        })()
      : {};
  const result = spawnSync(
    join(PG_BIN, 'pg_ctl'),
    ['-D', node.dir, '-l', join(DIR, `${node.name}.log`), '-w', ...args],
    { ...account, encoding: 'utf8', cwd: DIR },
  );
  if (result.status !== 0) throw new Error(`pg_ctl ${args.join(' ')}: ${result.stdout}${result.stderr}`);
};

/** Transactions committed on a server (a standby counts the reads it served). */
const commits = async (url: string) => {
  const client = await openConnection(url, {
    applicationName: 'sniperads-cluster-test',
    connectTimeoutMs: 5000,
  });
  try {
    const { rows } = await client.query(
      "select xact_commit::int as n from pg_stat_database where datname = 'sniperads'",
    );
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
};

const word = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

describe.skipIf(missing.length > 0)(
  'a primary, two streaming replicas, two API processes behind HAProxy',
  () => {
    let cluster: ClusterState;
    let token: string;

    const call = async (base: string, path: string, init: { method?: string; body?: unknown } = {}) => {
      const res = await fetch(`${base}/api${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
    };
    const search = async (base: string, q: string) =>
      call(base, `/advertisements?search=${encodeURIComponent(q)}`) as Promise<{
        status: number;
        body: { data: { page_name: string }[] };
      }>;

    beforeAll(async () => {
      script('down.mjs');
      script('up.mjs', '--fresh');
      cluster = JSON.parse(readFileSync(join(DIR, 'cluster.json'), 'utf8'));
      const login = await fetch(`${cluster.address}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: cluster.adminEmail, password: cluster.adminPassword }),
      });
      token = ((await login.json()) as { data: { token: string } }).data.token;
    }, 240_000);
    afterAll(() => {
      if (existsSync(DIR)) script('down.mjs');
    }, 60_000);

    it('writes on the primary, streamed to both replicas', async () => {
      const url = `https://example.com/criativo/${word()}`;
      const saved = await call(cluster.address, '/favorites', { method: 'POST', body: { url } });
      expect(saved.status).toBe(201);
      for (const replica of cluster.replicas) {
        const client = await openConnection(replica, {
          applicationName: 'sniperads-cluster-test',
          connectTimeoutMs: 5000,
        });
        try {
          await until(
            `the favorite reaches ${replica}`,
            async () =>
              (await client.query('select count(*)::int as n from favorites where url = $1', [url])).rows[0],
            (row) => (row as { n: number }).n === 1,
            5000,
          );
          await expect(
            client.query('insert into offers (landing_domain, status) values ($1, $2)', [
              'x.com',
              'approved',
            ]),
          ).rejects.toThrow(/read-only/);
        } finally {
          await client.end();
        }
      }
    });

    it('serves searches from the replicas', async () => {
      const before = await Promise.all(cluster.replicas.map(commits));
      for (let i = 0; i < 60; i++)
        expect((await search(cluster.address, `clinica ${word()}`)).status).toBe(200);
      await until(
        'both replicas count the searches',
        async () => (await Promise.all(cluster.replicas.map(commits))).map((n, i) => n - (before[i] ?? 0)),
        (served) => served.every((n) => n >= 20),
        // A server publishes a busy connection's counts at most once a second, an idle one's within 10 s.
        20_000,
      );
    });

    it('shows a user their own write at once through the balancer', async () => {
      for (let i = 0; i < 10; i++) {
        const url = `https://example.com/meu/${word()}`;
        expect((await call(cluster.address, '/favorites', { method: 'POST', body: { url } })).status).toBe(
          201,
        );
        const list = await call(cluster.address, '/favorites?per_page=20');
        expect(list.status).toBe(200);
        expect((list.body as { data: { url: string }[] }).data.map((f) => f.url)).toContain(url);
      }
    });

    it('drops the other process’s cached search answer when the ads change', async () => {
      const term = word();
      const [first, second] = cluster.apis as [string, string];
      // Kept by the second process: an answer without the ad.
      expect((await search(second, term)).body.data).toHaveLength(0);
      expect((await search(second, term)).body.data).toHaveLength(0);
      const ad = adInput({ ad_creative_bodies: [`Oferta ${term} com frete grátis`] });
      expect(
        (await call(first, '/advertisements/ingest', { method: 'POST', body: { ads: [ad] } })).status,
      ).toBe(200);
      await until(
        'the second process finds the new ad',
        async () => (await search(second, term)).body.data.length,
        (n) => n === 1,
        3000,
      );
      // And so does the first, on its next request.
      expect((await search(first, term)).body.data).toHaveLength(1);
    });

    it('skips replicas whose replay lags beyond DB_REPLICA_MAX_LAG_MS (2 s), then the primary serves', async () => {
      const term = word();
      const connect = (url: string) =>
        openConnection(url, { applicationName: 'sniperads-cluster-test', connectTimeoutMs: 5000 });
      const standbys = await Promise.all(cluster.replicas.map(connect));
      const primary = await connect(cluster.primary);
      // A new query string each time: a kept answer would hide which database answered. The API
      // takes at most 100 per page, so the strings run through every sort × page size (300), and
      // the polls are paced so the lag bound passes long before they run out.
      let calls = 0;
      const found = async () => {
        const n = calls++;
        if (n > 0) await pause(25);
        const sort = AD_SORTS[n % AD_SORTS.length];
        const perPage = 1 + (Math.floor(n / AD_SORTS.length) % 100);
        return (
          await call(
            cluster.apis[0] as string,
            `/advertisements?search=${term}&sort=${sort}&per_page=${perPage}`,
          )
        ).body as { data: unknown[] };
      };
      try {
        for (const standby of standbys) await standby.query('select pg_wal_replay_pause()');
        // Written without triggers: no change-feed notification, so nothing fences the replicas.
        await primary.query('set session_replication_role = replica');
        await primary.query(
          "insert into advertisements (id, ad_archive_id, page_name, ad_creative_bodies) values (gen_random_uuid(), $1, 'Atraso', array[$2])",
          [`7${Date.now()}`, `Oferta ${term} para testar o atraso`],
        );
        const written = performance.now();
        // A replica still serves (behind, within the bound): the ad is not there yet.
        expect((await found()).data).toHaveLength(0);
        await until('the primary serves the search', found, (answer) => answer.data.length === 1, 8000);
        expect(performance.now() - written).toBeGreaterThan(1000);
      } finally {
        for (const standby of standbys) {
          await standby.query('select pg_wal_replay_resume()');
          await standby.end();
        }
        await primary.end();
      }
    });

    it('loses a replica under load and takes it back without a failed request', async () => {
      const [, replica1] = cluster.nodes as [ClusterState['nodes'][number], ClusterState['nodes'][number]];
      const statuses: number[] = [];
      let stop = false;
      const worker = async () => {
        while (!stop) {
          statuses.push((await search(cluster.address, `saude ${word()}`)).status);
          statuses.push((await call(cluster.address, '/favorites?per_page=20')).status);
        }
      };
      const load = Promise.all([worker(), worker(), worker(), worker()]);
      await until(
        'load runs',
        async () => statuses.length,
        (n) => n >= 20,
        10_000,
      );
      pgCtl(replica1, 'stop', '-m', 'immediate');
      const atStop = statuses.length;
      await until(
        'load runs without the replica',
        async () => statuses.length,
        (n) => n >= atStop + 40,
        15_000,
      );
      pgCtl(replica1, 'start');
      const replicaUrl = cluster.replicas[0] as string;
      const back = await commits(replicaUrl);
      await until(
        'the restarted replica serves again',
        async () => (await commits(replicaUrl)) - back,
        (n) => n >= 10,
        25_000,
      );
      stop = true;
      await load;
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(statuses.length).toBeGreaterThan(60);
    });
  },
);
