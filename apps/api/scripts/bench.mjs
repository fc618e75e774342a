// API benchmarks: starts the built server in its own process and drives it with autocannon.
// Usage: pnpm bench [--duration 10] [--connections 10]
// Uses DATABASE_URL when set, else a fresh embedded PGlite. Prints a markdown table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
  allowPositionals: true,
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = 3290;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-bench-'));

const server = spawn(process.execPath, ['dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'BenchAdmin123',
    AUTH_RATE_LIMIT_MAX: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const user = {
    name: 'Bench',
    email: `bench-${Date.now()}@example.com`,
    phone: '11987654321',
    password: 'Bench1234',
  };
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, password_confirmation: user.password }),
  });
  const { data } = await reg.json();
  const auth = { authorization: `Bearer ${data.token}` };

  const scenarios = [
    { name: 'GET /api/health (no auth, no db)', path: '/api/health' },
    { name: 'GET /api/ready (db ping)', path: '/api/ready' },
    { name: 'GET /api/auth/me (JWT + session lookup)', path: '/api/auth/me', headers: auth },
    {
      name: 'POST /api/auth/ login (argon2id verify)',
      path: '/api/auth/',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
      connections: 2,
    },
  ];
  const rows = [];
  for (const s of scenarios) {
    const result = await autocannon({
      url: base + s.path,
      method: s.method ?? 'GET',
      headers: s.headers,
      body: s.body,
      connections: s.connections ?? connections,
      duration,
    });
    const non2xx = result.non2xx + result.errors;
    rows.push(
      `| ${s.name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${non2xx} |`,
    );
  }
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nAPI benchmark (${db}; autocannon ${connections} connections x ${duration}s, login with 2)\n`,
  );
  console.log('| scenario | req/s (mean) | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|');
  console.log(rows.join('\n'));
} finally {
  stop();
}
