#!/usr/bin/env node
// pnpm cluster:down: stops what pnpm cluster:up started (from its pid files), keeps the data.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DIR, isRunning, NODES, PORTS, pgCtl, readPid } from './lib.mjs';

const stopPid = async (file, label) => {
  const pid = readPid(file);
  if (pid && isRunning(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 100 && isRunning(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    console.log(`cluster: stopped ${label} (pid ${pid})`);
  }
  rmSync(file, { force: true });
};

await stopPid(join(DIR, 'haproxy.pid'), 'haproxy');
await Promise.all(PORTS.apis.map((port) => stopPid(join(DIR, `api-${port}.pid`), `api :${port}`)));
await stopPid(join(DIR, 'redis.pid'), 'redis');
// Standbys first, then the primary (a standby stopped after would wait for it).
for (const node of [...NODES].reverse()) {
  if (!existsSync(join(node.dir, 'PG_VERSION'))) continue;
  if (pgCtl(node, 'status').status !== 0) continue;
  pgCtl(node, 'stop', ['-m', 'fast']);
  console.log(`cluster: stopped ${node.name}`);
}
console.log(`cluster: down (data kept in ${DIR}; pnpm cluster:up --fresh starts from scratch)`);
