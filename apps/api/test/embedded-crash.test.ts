import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TEST_MS, runEntry, type ServerChild, startServer } from './support/processes';

/**
 * The default install: the server on embedded PGlite in DATA_DIR, as `pnpm start` runs it. A write
 * the API acknowledged survives `kill -9`, the server starts again on the same directory (the
 * dead process's lock is taken over), and nothing else may open that directory meanwhile.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-crash-'));
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Admin123forte', WEB_DIST: join(dataDir, 'no-web') };
const account = { name: 'Sobrevivente', email: 'sobrevivente@example.com', password: 'Senha123forte' };

const post = (server: ServerChild, path: string, body: object, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

let running: ServerChild | null = null;
afterAll(async () => {
  running?.process.kill('SIGKILL');
  await running?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database (PGlite) under kill -9', () => {
  it(
    'keeps an acknowledged write, refuses a second process, and starts again',
    async () => {
      const first = await startServer(env);
      running = first;
      // An account made by the admin: sign-up itself only mails a link until it is confirmed.
      const admin = await post(first, '/api/auth/', {
        email: 'admin@sniperads.local',
        password: env.ADMIN_PASSWORD,
      });
      expect(admin.status).toBe(200);
      const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
      const created = await post(first, '/api/admin/users', account, adminToken);
      expect(created.status).toBe(201);

      // `pnpm db:seed` while the server runs: refused, naming the server's pid, before touching files.
      const seed = runEntry('src/seed.ts', ['--ads', '10'], env);
      expect(await seed.exited).toBe(1);
      expect(seed.output()).toContain(
        `O banco embutido em ${join(dataDir, 'pglite')} já está em uso pelo processo ${first.pid}. Pare o servidor antes de rodar o seed.`,
      );

      first.process.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      running = null;
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

      const restartedAt = performance.now();
      const second = await startServer(env);
      running = second;
      const restartMs = Math.round(performance.now() - restartedAt);
      const login = await post(second, '/api/auth/', { email: account.email, password: account.password });
      expect(login.status).toBe(200);
      console.info(
        `[embedded-crash] restarted after kill -9 in ${restartMs} ms; the acknowledged account is there`,
      );

      // A clean stop leaves no lock behind.
      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      running = null;
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    },
    PROCESS_TEST_MS,
  );
});
