// Where a cold start of one page spends its main-thread time: a CPU profile of the page's load
// (`--rate 4`: CPU throttling, Lighthouse mobile's slowdown; 1 for none), summed through the
// build's source maps: median self time per package or app folder (`--functions`: per function)
// over the runs, and the inclusive time of each entry point (module evaluation, React's scheduler,
// timers). It found the synchronous re-render that followed the router's first load
// (src/lib/first-load.ts).
// Usage: node scripts/start-profile.ts --path /login [--signed-in | --admin] [--runs 3] [--web-dist DIR]
//   [--inclusive renderRootSync,commitRoot]   inclusive time of these functions (original names)
//   [--under flushPassiveEffects]             what a function calls, inclusive
//   [--within renderRootSync]                 self times counted only inside a function
// Builds nothing: point `--web-dist` at a build with source maps, e.g.
//   pnpm --filter @sniperads/web exec vite build --sourcemap --outDir /tmp/dist-sm
// Without maps it sums per file. The profile starts before navigation and stops when the page has
// loaded and the network has been idle for half a second (Playwright's 'networkidle').
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.ts';
import { createAccount, DEFAULT_WEB_DIST, requireBuild, startProduct } from './product-server.ts';
import { type Profile, type ProfileNode, type Sample, samplesOf, sumBy, views } from './profile-views.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/login' },
    'signed-in': { type: 'boolean', default: false },
    // Signed in as the admin instead of a new user.
    admin: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    rate: { type: 'string', default: '4' },
    port: { type: 'string', default: '3390' },
    'web-dist': { type: 'string' },
    top: { type: 'string', default: '25' },
    functions: { type: 'boolean', default: false },
    inclusive: { type: 'string' },
    under: { type: 'string' },
    within: { type: 'string' },
  },
});
const webDist = values['web-dist'] ?? DEFAULT_WEB_DIST;
const port = Number(values.port);
const base = `http://localhost:${port}`;
const ADMIN = { email: 'admin-profile@sniperads.local', password: 'ProfileAdmin123' };
const USER = { email: 'perfil@example.com', password: 'Segura123' };
requireBuild(webDist);

const maps = new Map<string, TraceMap | null>();
const traceMapFor = (url: string) => {
  if (!maps.has(url)) {
    const file = join(webDist, new URL(url).pathname);
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
};

/** Where a frame comes from: its original name, source file and line, when a source map has it. */
const origin = (node: ProfileNode) => {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  const map = url.startsWith(base) ? traceMapFor(url) : null;
  const pos = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
  return {
    name: pos?.name ?? (functionName || '(anonymous)'),
    source: pos?.source ?? null,
    line: pos?.line,
    url,
  };
};

/** node_modules/<pkg> or the app folder a source file lives in. */
const bucketOf = (source: string) => {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const app = /(?:apps|packages)\/[^/]+\/src\/(?:[^/]+\/)?/.exec(source);
  return app ? app[0] : source;
};

const shortFile = (source: string) => source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
const fnName = (node: ProfileNode) => origin(node).name;
const describe = (node: ProfileNode) => {
  const { name, source, line, url } = origin(node);
  if (source) return `${name} ${shortFile(source)}:${line}`;
  return url ? `${name} ${url.startsWith(base) ? new URL(url).pathname : url}` : name;
};
/** Self time's key: the package or app folder, or with `--functions` the function. */
const label = (node: ProfileNode) => {
  const { source, url, name } = origin(node);
  if (values.functions) return describe(node);
  if (source) return bucketOf(source);
  return url ? (url.startsWith(base) ? new URL(url).pathname : url) : `(${name})`;
};

const view = views(fnName, describe);
const print = (title: string, rows: [string, number][], top = Number(values.top)) => {
  console.log(`\n${title}`);
  for (const [key, ms] of rows.slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
};

const signIn = async (browser: Awaited<ReturnType<typeof chromium.launch>>) => {
  if (!values['signed-in'] && !values.admin) return undefined;
  const account = values.admin ? ADMIN : USER;
  if (!values.admin) {
    await createAccount(base, ADMIN, { name: 'Perfil', ...USER });
  }
  const context = await browser.newContext({ baseURL: base, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const state = await context.storageState();
  await context.close();
  return state;
};

const profileOnce = async (
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
) => {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'pt-BR',
    viewport: { width: 412, height: 823 },
    storageState,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(values.path!, { waitUntil: 'networkidle' });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await context.close();
  return samplesOf(profile);
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
  const storageState = await signIn(browser);
  const runs: Sample[][] = [];
  for (let run = 0; run < Math.max(1, Number(values.runs)); run++)
    runs.push(await profileOnce(browser, storageState));
  await browser.close();

  const self = view.self(label);
  const selfKeys = values.within ? view.within(values.within, self) : self;
  const perRun = runs.map((samples) => new Map(sumBy(samples, selfKeys)));
  const keys = new Set(perRun.flatMap((m) => [...m.keys()]));
  const rows = [...keys].map((key) => [key, median(perRun.map((m) => m.get(key) ?? 0))] as [string, number]);
  rows.sort((a, b) => b[1] - a[1]);
  const where = values.within ? ` inside ${values.within}` : '';
  print(
    `${values.path}: median self time${where} over ${runs.length} run(s), ${values.rate}× CPU (ms)`,
    rows,
  );
  const first = runs[0]!;
  print('inclusive time per entry point, first run (ms)', sumBy(first, view.entry), 12);
  if (values.inclusive)
    print('inclusive time, first run (ms)', sumBy(first, view.inclusive(values.inclusive.split(','))));
  if (values.under)
    print(`what ${values.under} calls, first run (ms)`, sumBy(first, view.under(values.under)), 15);
} finally {
  await server.stop();
}
