import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { until } from '../helpers/until';

/** apps/api, where `src/server.ts` and `src/seed.ts` are run from. */
export const apiDir = fileURLToPath(new URL('../../', import.meta.url));

/** The parent's environment without any database the test run was pointed at. */
const cleanEnv = (env: Record<string, string>) => {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'DATA_DIR', 'PORT', 'NODE_OPTIONS'])
    delete base[name];
  return { ...base, LOG_LEVEL: 'warn', DEMO_DATA: 'false', ...env };
};

export interface Child {
  process: ChildProcess;
  pid: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
}

/** Runs an entry of the API (`src/server.ts`, `src/seed.ts`) in its own Node process via tsx. */
export const runEntry = (entry: string, args: string[], env: Record<string, string>): Child => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: apiDir,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  return { process: child, pid: child.pid ?? 0, output: () => output, exited };
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface ServerChild extends Child {
  url: string;
}

/**
 * How long a spawned API process may take to answer, and a test that spawns some may run. Generous
 * on purpose: tsx transpiles and PGlite boots in the child, which took over 40 s on a 2-core
 * machine busy with other test runs. The waits end as soon as the condition holds.
 */
export const PROCESS_START_MS = 150_000;
export const PROCESS_TEST_MS = 300_000;

/** `src/server.ts` on a free port, once /api/ready answers 200 (or fails naming its output). */
export const startServer = async (
  env: Record<string, string>,
  timeoutMs = PROCESS_START_MS,
): Promise<ServerChild> => {
  const port = await freePort();
  const child = runEntry('src/server.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  let exit: number | string | null = null;
  void child.exited.then((code) => {
    exit = code;
  });
  await until(
    'the server answers /api/ready',
    async () => {
      if (exit !== null) throw new Error(`the server exited (${exit}):\n${child.output()}`);
      return (await fetch(`${url}/api/ready`).catch(() => null))?.status ?? 0;
    },
    (status) => status === 200,
    timeoutMs,
  );
  return { ...child, url };
};
