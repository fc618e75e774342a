import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// The API's own test mail server: the journeys read mail as a user would, from a mailbox.
import { startSmtpSink } from '../../../api/test/support/smtp-sink';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
    serverLogFile: string;
    /** One JSON line per mail the server sent ({to, subject, text}). */
    mailFile: string;
  }
}

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3219);
const ADMIN = { email: 'admin-e2e@sniperads.local', password: 'AdminE2e123' };

const waitForReady = async (url: string, server: ChildProcess, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
};

/** Starts the built server on a fresh embedded database, sending mail to a local SMTP sink. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const mailFile = join(dataDir, 'mails.jsonl');
  const sink = await startSmtpSink((mail) => appendFileSync(mailFile, `${JSON.stringify(mail)}\n`));
  const { createWriteStream } = await import('node:fs');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_URL: `http://localhost:${PORT}`,
      AUTH_RATE_LIMIT_MAX: '1000',
      // Every journey signs in from this one address; its wrong passwords must not add up.
      LOGIN_ADDRESS_MAX_FAILURES: '1000',
      SMTP_URL: sink.url,
      LOG_LEVEL: 'info',
      // Journeys archive media from a local test server.
      MEDIA_FETCH_ALLOW_PRIVATE: 'true',
      // A small demo library keeps start-up fast; the journeys search it.
      DEMO_ADS: '600',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const baseUrl = `http://localhost:${PORT}`;
  await waitForReady(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('admin', ADMIN);
  project.provide('serverLogFile', logFile);
  project.provide('mailFile', mailFile);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
