#!/usr/bin/env node
// node scripts/cluster/db-cpu.mjs <0.3 | off> [DATA_DIR ...] — as root on Linux: gives each
// PostgreSQL server of the running cluster (pnpm cluster:up), or those of the data folders named,
// its own CPU budget, a fraction of one core (a cgroup CPU quota), so that on one machine each
// server behaves like a host with cores of its own and the read throughput with standbys can be
// compared with the primary alone (docs/scaling.md). `off` lifts the budgets. New backends are
// forked by the server's postmaster, so they inherit its budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NODES, readPid } from './lib.mjs';

const [arg, ...dirs] = process.argv.slice(2);
// A folder's whole path names its budget (data folders are often all called `data`).
const servers =
  dirs.length > 0
    ? dirs.map((dir) => ({
        name: resolve(dir)
          .replace(/[^\w]+/g, '-')
          .replace(/^-/, ''),
        dir,
      }))
    : NODES;
const share = Number(arg);
if (arg !== 'off' && !(share > 0 && share <= 64)) {
  console.error('usage: node scripts/cluster/db-cpu.mjs <fraction of a core, e.g. 0.3 | off> [DATA_DIR ...]');
  process.exit(2);
}

// cgroup v2 when its root offers the cpu controller, else v1's cpu hierarchy.
const V2 = '/sys/fs/cgroup';
const v2 =
  existsSync(join(V2, 'cgroup.controllers')) &&
  readFileSync(join(V2, 'cgroup.controllers'), 'utf8').includes('cpu');
const base = v2 ? V2 : '/sys/fs/cgroup/cpu';
if (!existsSync(join(base, 'cgroup.procs'))) {
  console.error(`no writable cpu cgroup at ${base}: this needs root on Linux`);
  process.exit(1);
}
if (v2) writeFileSync(join(V2, 'cgroup.subtree_control'), '+cpu');

const PERIOD_US = 100_000;
const children = new Map();
for (const entry of readdirSync('/proc')) {
  if (!/^\d+$/.test(entry)) continue;
  try {
    // The parent pid is the 2nd field after the command, which sits in parentheses.
    const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  } catch {
    // The process ended while being read.
  }
}
const tree = (pid) => [pid, ...(children.get(pid) ?? []).flatMap(tree)];

const move = (dir, pids) => {
  for (const pid of pids) {
    try {
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    } catch {
      // A backend that ended meanwhile.
    }
  }
};

for (const node of servers) {
  const dir = join(base, `sniperads-${node.name}`);
  const postmaster = readPid(join(node.dir, 'postmaster.pid'));
  if (arg === 'off') {
    if (!existsSync(dir)) continue;
    move(base, readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number));
    rmdirSync(dir);
    console.log(`${node.name}: no CPU budget`);
    continue;
  }
  if (postmaster === null) {
    console.log(`${node.name}: not running`);
    continue;
  }
  mkdirSync(dir, { recursive: true });
  const quota = Math.round(share * PERIOD_US);
  if (v2) writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
  else {
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
  }
  move(dir, tree(postmaster));
  console.log(`${node.name}: ${share} of a core (pid ${postmaster} and its processes)`);
}
