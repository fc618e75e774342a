import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AdSearchQuerySchema } from '@sniperads/contract';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { loadConfig } from './config';
import type { Db } from './db/client';
import * as schema from './db/schema';
import { searchAds } from './modules/ads/ads.service';

/**
 * `pnpm bench:search`: p50/p95 of the ad search end to end (HTTP through the built server) and
 * of the same SQL statements replayed on one connection, for a rare term, a common term and a
 * filtered query. Needs DATABASE_URL pointing at a PostgreSQL loaded with `pnpm db:seed --ads N`.
 */
const SCENARIOS: { name: string; query: Record<string, string> }[] = [
  { name: 'rare term ("pousada")', query: { search: 'pousada', per_page: '20' } },
  { name: 'common term ("garantia")', query: { search: 'garantia', per_page: '20' } },
  {
    name: 'filtered ("garantia" + saude + active + instagram, newest)',
    query: {
      search: 'garantia',
      niche: 'saude',
      status: 'active',
      platform: 'instagram',
      sort: 'newest',
      per_page: '20',
    },
  },
];
const { values: args } = parseArgs({
  options: { iterations: { type: 'string', default: '200' } },
  strict: false,
});
const ITERATIONS = Number(args.iterations);
const WARMUP = 20;
const PORT = 3291;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

const main = async () => {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error(
      'Defina DATABASE_URL (PostgreSQL com anúncios carregados por pnpm db:seed --ads 1000000).',
    );
  const client = postgres(config.databaseUrl, { max: 4, onnotice: () => {} });
  const [{ n }] = (await client`select count(*)::int as n from advertisements`) as unknown as [{ n: number }];

  const server = spawn(process.execPath, [fileURLToPath(new URL('./server.js', import.meta.url))], {
    // The server gets only what it needs: the same database and data dir as this process.
    env: {
      DATABASE_URL: config.databaseUrl,
      DATA_DIR: config.dataDir,
      JWT_SECRET: config.jwtSecret,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      ADMIN_EMAIL: 'bench-admin@sniperads.local',
      ADMIN_PASSWORD: 'BenchAdmin123',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error('server did not start');
      if ((await fetch(`${base}/api/ready`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const login = await fetch(`${base}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@sniperads.local', password: 'BenchAdmin123' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };

    process.stdout.write(
      `\nAd search on PostgreSQL, ${n.toLocaleString('en-US')} ads, ${ITERATIONS} sequential requests each (after ${WARMUP} warm-up)\n\n`,
    );
    process.stdout.write(
      '| query | matches (capped) | API p50 ms | API p95 ms | SQL p50 ms | SQL p95 ms | API/SQL p95 |\n|---|---|---|---|---|---|---|\n',
    );
    for (const s of SCENARIOS) {
      const url = `${base}/api/advertisements/?${new URLSearchParams(s.query)}`;
      // The statements the API runs for this query, captured from Drizzle's logger.
      const captured: { sql: string; params: unknown[] }[] = [];
      const capturing = drizzle(client, {
        schema,
        logger: { logQuery: (q, params) => captured.push({ sql: q, params }) },
      }) as unknown as Db;
      const { meta } = await searchAds(capturing, AdSearchQuerySchema.parse(s.query));
      const replay = () =>
        captured.reduce<Promise<unknown>>(
          (p, q) => p.then(() => client.unsafe(q.sql, q.params as never[])),
          Promise.resolve(),
        );
      const api: number[] = [];
      const raw: number[] = [];
      for (let i = 0; i < WARMUP; i++) {
        await (await fetch(url, { headers })).arrayBuffer();
        await replay();
      }
      for (let i = 0; i < ITERATIONS; i++) {
        api.push(
          await time(async () => {
            const res = await fetch(url, { headers });
            if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
            await res.arrayBuffer();
          }),
        );
        raw.push(await time(replay));
      }
      const row = [
        s.name,
        `${meta.total.toLocaleString('en-US')}${meta.total_capped ? '+' : ''}`,
        percentile(api, 50).toFixed(1),
        percentile(api, 95).toFixed(1),
        percentile(raw, 50).toFixed(1),
        percentile(raw, 95).toFixed(1),
        (percentile(api, 95) / percentile(raw, 95)).toFixed(2),
      ];
      process.stdout.write(`| ${row.join(' | ')} |\n`);
    }
    process.stdout.write(
      '\nSQL = the statements the API issues for that request (term parse, capped count, page, variations), replayed one after another on one connection.\n',
    );
  } finally {
    server.kill('SIGTERM');
    await client.end({ timeout: 5 });
  }
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
