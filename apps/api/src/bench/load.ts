import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// One load driver for both benches: the plain-JS one `pnpm bench` runs as is.
export { drive } from '../../scripts/bench/load.mjs';

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
