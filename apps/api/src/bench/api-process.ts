import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ApiProcess {
  base: string;
  headers: { authorization: string };
  child: ChildProcess;
  stop(): void;
}

export const ADMIN = { email: 'bench-admin@sniperads.local', password: 'BenchAdmin123' } as const;

/**
 * The built server (dist/server.js next to the bench's own file) on `port`, against `databaseUrl`,
 * signed in as the bench's admin. `DATABASE_READ_URLS` is passed on when set, so the same bench
 * measures a primary alone or with its replicas.
 */
export const startApi = async (opts: {
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  port: number;
  /** The bench's own DATABASE_READ_URLS (Config.databaseReadUrls). */
  readUrls: string[];
  env?: Record<string, string>;
}): Promise<ApiProcess> => {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./server.js', import.meta.url))], {
    env: {
      DATABASE_URL: opts.databaseUrl,
      ...(opts.readUrls.length > 0 ? { DATABASE_READ_URLS: opts.readUrls.join(',') } : {}),
      DATA_DIR: opts.dataDir,
      JWT_SECRET: opts.jwtSecret,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT_MAX: '1000000',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${opts.port}`;
  const stop = () => child.kill('SIGTERM');
  try {
    // A start-up at 10,000,000 ads may rebuild indexes first: allow it ten minutes.
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before answering`);
      if (i > 2400) throw new Error('the API did not start');
      if ((await fetch(`${base}/api/ready`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const login = await fetch(`${base}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return { base, headers: { authorization: `Bearer ${token}` }, child, stop };
  } catch (error) {
    stop();
    throw error;
  }
};
