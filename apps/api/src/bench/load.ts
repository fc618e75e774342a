import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * `connections` connections on `url` for `duration` seconds; `path(i)` gives the i-th request's
 * path. Percentiles come from every response (autocannon's summary has no p95).
 */
export const drive = async (options: {
  url: string;
  headers?: Record<string, string>;
  path?: (i: number) => string;
  connections: number;
  duration: number;
}): Promise<LoadResult> => {
  let i = 0;
  const times: number[] = [];
  const { path } = options;
  const instance = autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.duration,
    ...(path
      ? {
          requests: [
            { setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path(i++) }) },
          ],
        }
      : {}),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    times.push(responseTime),
  );
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    instance.once('done', resolve).once('error', reject),
  );
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

/** The ceiling: a bare Fastify hello-world in a process of its own, like the API, without a logger. */
export const startCeiling = async (port: number) => {
  const code = `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'ignore' });
  for (let i = 0; ; i++) {
    if (i > 80) throw new Error('the bare Fastify ceiling did not start');
    if ((await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
};

/**
 * CPU time (ms, user + system) the processes have used so far, from /proc/PID/stat (Linux; 0 for a
 * process that is not there). Steadier than req/s on a machine shared with other work.
 */
export const cpuMs = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime, in clock ticks of 10 ms.
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum;
    }
  }, 0);
