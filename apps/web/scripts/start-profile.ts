// Where a cold start of one page spends its main-thread time: a CPU profile of the page's load
// (4× CPU throttling, Lighthouse mobile's slowdown; RATE=1 for none), summed through the build's
// source maps per package or app folder (`--functions`: per function), with, for the first run,
// the time under each entry point (module evaluation, React's scheduler, timers) and under each
// function a module's top level calls. Found the synchronous re-render that followed the router's
// first load (router.tsx, loadBeforeFirstRender).
// Usage: node scripts/start-profile.ts --path /login [--signed-in | --admin] [--runs 3] [--web-dist DIR]
//   [--inclusive renderRootSync,commitRoot]   inclusive time of functions by original name
//   UNDER=flushPassiveEffects                  what runs right under a function
//   ONLY_UNDER=renderRootSync                  self times counted only under a function
// Builds nothing: point `--web-dist` at a build with source maps, e.g.
//   pnpm --filter @sniperads/web exec vite build --sourcemap --outDir /tmp/dist-sm
// Without maps it sums per file. The profile starts before navigation and stops when the page has
// loaded and the network has been idle for half a second (Playwright's 'networkidle').
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.ts';
import { DEFAULT_WEB_DIST, requireBuild, startProduct } from './product-server.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/login' },
    'signed-in': { type: 'boolean', default: false },
    // Signed in as the admin instead of a new user.
    admin: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3390' },
    'web-dist': { type: 'string' },
    top: { type: 'string', default: '25' },
    // Per function (its original name and place) instead of per package.
    functions: { type: 'boolean', default: false },
    // Inclusive time of the functions with these (original) names, comma-separated.
    inclusive: { type: 'string' },
  },
});
const webDist = values['web-dist'] ?? DEFAULT_WEB_DIST;
const port = Number(values.port);
const base = `http://localhost:${port}`;
const ADMIN = { email: 'admin-profile@sniperads.local', password: 'ProfileAdmin123' };
const USER = { email: 'perfil@example.com', password: 'Segura123' };
requireBuild(webDist);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();
const traceMapFor = (url: string) => {
  if (!maps.has(url)) {
    const file = join(webDist, new URL(url).pathname);
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
};

/** node_modules/<pkg> or the app folder a source file lives in. */
const bucketOf = (source: string) => {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const app = /(?:apps|packages)\/[^/]+\/src\/(?:[^/]+\/)?/.exec(source);
  return app ? app[0] : source;
};

const attribute = (node: ProfileNode) => {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) return functionName ? `(${functionName})` : '(native)';
  if (!url.startsWith(base)) return url;
  const map = traceMapFor(url);
  if (!map) return new URL(url).pathname;
  const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!pos.source) return new URL(url).pathname;
  if (!values.functions) return bucketOf(pos.source);
  const file = pos.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? functionName ?? '(anonymous)'} ${file}:${pos.line}`;
};

/** Runs of samples between idle ones: a long one is a long task (a frame's own work included). */
const longTasks = (profile: Profile, minMs = 50) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const tasks: { start: number; ms: number; buckets: Map<string, number> }[] = [];
  let current: (typeof tasks)[number] | null = null;
  let t = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    t += dt;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      if (current && current.ms >= minMs) tasks.push(current);
      current = null;
      return;
    }
    current ??= { start: t, ms: 0, buckets: new Map() };
    current.ms += dt;
    const key = attribute(node);
    current.buckets.set(key, (current.buckets.get(key) ?? 0) + dt);
  });
  if (current && (current as { ms: number }).ms >= minMs) tasks.push(current);
  return tasks;
};

/** Inclusive time per entry point (the frames right under the root): module evaluation, React's scheduler, events. */
const entryTimes = (profile: Profile) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const root = profile.nodes[0]!.id;
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    let n = id;
    while (parent.get(n) !== undefined && parent.get(n) !== root) n = parent.get(n)!;
    const node = byId.get(n)!;
    const key = `${node.callFrame.functionName || '(anonymous)'} ${attribute(node)}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
};

/** Inclusive time of each function called straight from a module's top level (what evaluating it costs). */
const moduleCallees = (profile: Profile) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const root = profile.nodes[0]!.id;
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const chain: number[] = [];
    for (let n: number | undefined = id; n !== undefined && n !== root; n = parent.get(n)) chain.unshift(n);
    const entry = byId.get(chain[0]!);
    if (entry?.callFrame.functionName !== '' || !entry.callFrame.url.includes('/assets/')) return;
    const callee = chain[1] === undefined ? null : byId.get(chain[1])!;
    const key = callee ? describe(callee) : `(top level) ${new URL(entry.callFrame.url).pathname}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
};

const describe = (node: ProfileNode) => {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  const map = url.startsWith(base) ? traceMapFor(url) : null;
  if (!map) return `${functionName} ${url}`;
  const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const file = (pos.source ?? '').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? functionName} ${file}:${pos.line}`;
};

const inclusiveTimes = (profile: Profile, names: string[]) => {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = new Map<number, string>();
  for (const n of profile.nodes) nameOf.set(n.id, describe(n).split(' ')[0]!);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const name = nameOf.get(n)!;
      if (names.includes(name) && !seen.has(name)) {
        seen.add(name);
        totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      }
    }
  });
  return totals;
};

const selfTimes = (profile: Profile) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const within = (id: number) => {
    if (!process.env.ONLY_UNDER) return true;
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      if (describe(byId.get(n)!).split(' ')[0] === process.env.ONLY_UNDER) return true;
    }
    return false;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (!within(id)) return;
    const node = byId.get(id)!;
    const key = attribute(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
};

const server = await startProduct({
  port,
  admin: ADMIN,
  webDist,
  demoAds: 2000,
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
});
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  let storageState: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>> | undefined;
  if (values['signed-in'] || values.admin) {
    const account = values.admin ? ADMIN : USER;
    const res = values.admin ? null : await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Perfil',
        email: USER.email,
        phone: '11987654321',
        password: USER.password,
        password_confirmation: USER.password,
      }),
    });
    if (res && res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
    const context = await browser.newContext({ baseURL: base, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    storageState = await context.storageState();
    await context.close();
  }
  const sums = new Map<string, number[]>();
  const runs = Math.max(1, Number(values.runs));
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      baseURL: base,
      locale: 'pt-BR',
      viewport: { width: 412, height: 823 },
      storageState,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(values.path!, { waitUntil: 'networkidle' });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (run === 0) {
      if (values.inclusive) {
        for (const [k, ms] of inclusiveTimes(profile, values.inclusive.split(',')))
          console.log(`inclusive ${ms.toFixed(1).padStart(6)}  ${k}`);
      }
      if (process.env.UNDER) {
        // What runs right under a given function (e.g. the effects under commitHookEffectListMount).
        const parent = new Map<number, number>();
        for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        const t = new Map<string, number>();
        profile.samples.forEach((id, i) => {
          let child: number | undefined;
          for (let n: number | undefined = id; n !== undefined; child = n, n = parent.get(n)) {
            if (describe(byId.get(n)!).split(' ')[0] === process.env.UNDER && child !== undefined) {
              const k = describe(byId.get(child)!);
              t.set(k, (t.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
              break;
            }
          }
        });
        for (const [k, ms] of [...t].sort((a, b) => b[1] - a[1]).slice(0, 15))
          console.log(`under ${ms.toFixed(1).padStart(6)}  ${k}`);
      }
      const callees = [...moduleCallees(profile)].sort((a, b) => b[1] - a[1]).slice(0, 30);
      for (const [key, ms] of callees) console.log(`module ${ms.toFixed(1).padStart(6)}  ${key}`);
      const entries = [...entryTimes(profile)].sort((a, b) => b[1] - a[1]).slice(0, 12);
      for (const [key, ms] of entries) console.log(`entry ${ms.toFixed(0).padStart(6)}  ${key}`);
      for (const task of longTasks(profile)) {
        const top = [...task.buckets].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(
          `task at ${task.start.toFixed(0)} ms: ${task.ms.toFixed(0)} ms — ${top.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')}`,
        );
      }
    }
    for (const [key, ms] of selfTimes(profile)) {
      const list = sums.get(key) ?? Array(runs).fill(0);
      list[run] = ms;
      sums.set(key, list);
    }
    await context.close();
  }
  await browser.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rows = [...sums].map(([key, xs]) => [key, median(xs)] as const).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((s, [, ms]) => s + ms, 0);
  console.log(`${values.path}: median self time per bucket over ${runs} run(s), 4× CPU (ms)`);
  for (const [key, ms] of rows.slice(0, Number(values.top))) {
    console.log(`${ms.toFixed(0).padStart(7)}  ${key}`);
  }
  console.log(`${total.toFixed(0).padStart(7)}  total (idle included)`);
} finally {
  server.stop();
}
