// Child processes of the bench: started, awaited until they answer, measured, stopped.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * How `pnpm start` runs the API (apps/api/package.json), so the benches measure the same process:
 * its environment assignments (`MALLOC_ARENA_MAX=2`), node's flags and the script.
 */
export const startCommandOf = (apiDir) => {
  const line = JSON.parse(readFileSync(`${apiDir}/package.json`, 'utf8')).scripts.start;
  const words = line.split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node') throw new Error('apps/api start script: expected `[NAME=value …] node …`');
  return { line, env, flags: words.slice(0, -1), script: words.at(-1) };
};

/** Starts `node ...args`; its stderr goes to ours so a failed start says why. */
export const startNode = (args, { env, cwd } = {}) =>
  spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** Resolves once `url` answers 2xx; fails when the process exits first or after `timeoutMs`. */
export const waitUntilAnswers = async (child, url, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code) => {
    exited = code ?? 'signal';
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${url}: the process exited (${exited}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

/** Runs `node ...args` to completion; rejects on a non-zero exit. */
export const runNode = (args, { env, cwd } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });

/** One field of /proc/PID/status in MB (VmRSS: now; VmHWM: the peak since the process started). */
export const memoryMb = (pid, field) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
};

/** Samples VmRSS every `everyMs` until stopped; `peak()` is the highest sample. */
export const sampleRss = (pid, everyMs = 250) => {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryMb(pid, 'VmRSS') ?? 0);
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
};

/**
 * CPU seconds the process has used (user + system, /proc/PID/stat). Per request, this is what the
 * process costs whatever the load generator manages on a shared machine.
 */
export const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The 1, 5 and 15 minute load averages, as `uptime` shows them. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** SIGTERM, then SIGKILL if still there after 5 s; resolves when it exited. */
export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
