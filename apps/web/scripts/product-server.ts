// The built product (API + PWA from one process) on a fresh embedded database, for the scripts
// that measure it as a user gets it (lighthouse.ts, first-row.ts). Builds nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const SERVER_ENTRY = join(REPO_ROOT, 'apps/api/dist/server.js');
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

export interface ProductServer {
  base: string;
  child: ChildProcess;
  /** Stops the process and, once it has exited, removes its database; safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * SIGTERM, then SIGKILL if still there after 5 s; resolves once `child` has exited. A process
 * writes its files (the server its database, Chromium its profile) until then: removing them
 * sooner fails with ENOTEMPTY, or leaves them behind.
 */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Exits with the command to run when the build is missing, before anything starts. */
export const requireBuild = (webDist = DEFAULT_WEB_DIST) => {
  for (const file of [SERVER_ENTRY, join(webDist, 'index.html')]) {
    if (!existsSync(file)) {
      console.error(`${file} not found: run \`pnpm build\` first.`);
      process.exit(1);
    }
  }
};

/** Starts it and waits until /api/ready answers (the migrations and demo data take a while). */
export const startProduct = async (options: {
  port: number;
  admin: { email: string; password: string };
  webDist?: string;
  demoAds: number;
  env?: Record<string, string>;
}): Promise<ProductServer> => {
  const base = `http://localhost:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-product-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: options.webDist ?? DEFAULT_WEB_DIST,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      APP_URL: base,
      LOG_LEVEL: 'warn',
      DEMO_ADS: String(options.demoAds),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    await waitFor('server', async () => (await fetch(`${base}/api/ready`)).ok, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
};

/** Polls `check` until it answers true; fails at once if `child` exits, or after `ms`. */
export const waitFor = async (
  what: string,
  check: () => Promise<boolean>,
  child: ChildProcess,
  ms = 180_000,
) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what}: process exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not ready after ${ms / 1000} s`);
};

/**
 * Makes a regular account as a confirmed sign-up leaves it (a 7-day trial), through the admin API:
 * sign-up itself only mails a confirmation link (docs/product-rules.md), which these scripts do
 * not read.
 */
export const createAccount = async (
  base: string,
  admin: { email: string; password: string },
  account: { name: string; email: string; password: string },
) => {
  const login = await fetch(`${base}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const now = Date.now();
  const res = await fetch(`${base}/api/admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ...account,
      is_trial: true,
      trial_started_at: new Date(now).toISOString(),
      trial_ends_at: new Date(now + 7 * 86_400_000).toISOString(),
    }),
  });
  if (res.status !== 201) throw new Error(`account creation failed: ${res.status} ${await res.text()}`);
};
