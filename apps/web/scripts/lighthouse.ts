// Lighthouse 13 (mobile defaults) on /login, / and /mineracao, and /admin/usuarios as the admin,
// against the built product.
// Usage: pnpm lighthouse [--runs 3] [--port 3370] [--ads 20000] [--out DIR] [--web-dist DIR]
//   [--pages /,/mineracao]
// Builds nothing: run `pnpm build` first. Starts the API + PWA on a fresh embedded database,
// signs up one user, runs /login signed out, signs in through the login screen and runs the
// user's pages with the session in localStorage, then signs in as the admin for the admin page. Every run is a cold load: Lighthouse
// empties the HTTP cache, the service worker and its caches and IndexedDB, and the offline copy
// of the data is removed from localStorage, so only the session stays. Prints the median run per
// page and whether each target is met.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.ts';
import { type PageReport, printReport, summarize } from './lighthouse-report.ts';
import {
  createAccount,
  DEFAULT_WEB_DIST,
  requireBuild,
  startProduct,
  stopChild,
  waitFor,
} from './product-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3370' },
    ads: { type: 'string', default: '20000' },
    out: { type: 'string' },
    // Another build of the PWA (an earlier commit's `dist`), served by the same API.
    'web-dist': { type: 'string' },
    // Only these pages, comma-separated (e.g. `--pages /,/mineracao`).
    pages: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const serverPort = Number(values.port);
const debugPort = serverPort + 1;
const webDist = values['web-dist'] ?? DEFAULT_WEB_DIST;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const base = `http://localhost:${serverPort}`;

/** The browser journeys' flags, plus the port Lighthouse and playwright-core connect to. */
const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`];

/** Lighthouse's default reset, plus IndexedDB (the offline copy of the data): only the session stays. */
const CLEAR_STORAGE: Flags['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'indexeddb',
];

const PAGES = [
  { path: '/login', signedIn: null, performance: 95, accessibility: 95 },
  { path: '/', signedIn: 'user', performance: 90, accessibility: 95 },
  { path: '/mineracao', signedIn: 'user', performance: 90, accessibility: 95 },
  // Issue 14 names no target for the admin screens: the signed-in screens' targets stand for it.
  { path: '/admin/usuarios', signedIn: 'admin', performance: 90, accessibility: 95 },
] as const;

requireBuild(webDist);

const tempDirs: string[] = [];
const browsers: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];
const cleanUp = async () => {
  await Promise.all([...stops.map((stop) => stop()), ...browsers.map(stopChild)]);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
};
process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

const startServer = async () => {
  const started = Date.now();
  const server = await startProduct({ port: serverPort, admin: ADMIN, webDist, demoAds: Number(values.ads) });
  stops.push(server.stop);
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${values.ads} demo ads)`);
};

const startChromium = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'sniperads-lighthouse-profile-'));
  tempDirs.push(profile);
  const browser = spawn(chromiumPath, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  browsers.push(browser);
  await waitFor(
    'chromium',
    async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok,
    browser,
  );
};

const ADMIN = { email: 'admin-lighthouse@sniperads.local', password: 'LighthouseAdmin123' };

const account = {
  name: 'Pessoa Lighthouse',
  email: `lighthouse-${Date.now()}@example.com`,
  password: 'Segura123',
};

const register = () => createAccount(base, ADMIN, account);

const browserContext = async () => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  return browser.contexts()[0] ?? (await browser.newContext());
};

/**
 * Signs in through the login screen, in the browser Lighthouse drives, as a user would (after
 * forgetting any earlier session: /login sends a signed-in visitor on).
 */
const signIn = async (who: 'user' | 'admin') => {
  const { email, password } = who === 'admin' ? ADMIN : account;
  const page = await (await browserContext()).newPage();
  await page.goto(`${base}/manifest.webmanifest`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === (who === 'admin' ? '/admin' : '/'));
  await page.close();
};

/**
 * The offline copy of the data (src/lib/offline-cache.ts) lives in localStorage beside the
 * session; it is removed before each signed-in run so the page loads its data from the API.
 */
const forgetOfflineCopy = async () => {
  const page = await (await browserContext()).newPage();
  await page.goto(`${base}/manifest.webmanifest`);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('sniperads_offline')) localStorage.removeItem(key);
  });
  await page.close();
};

const auditOnce = async (path: string) => {
  const result = await lighthouse(`${base}${path}`, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    clearStorageTypes: CLEAR_STORAGE,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
};

/** A run Lighthouse itself could not record (a lost trace on a busy machine) is tried again. */
const audit = async (path: string, attempts = 3) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(path);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${(error as Error).message}; trying again`);
    }
  }
};

const loadAverage = () => loadavg()[0]!.toFixed(1);
const loadAtStart = loadAverage();

try {
  await startServer();
  await register();
  await startChromium();
  const reports: PageReport[] = [];
  let signedIn: 'user' | 'admin' | null = null;
  const only = values.pages?.split(',');
  for (const page of PAGES.filter((p) => !only || only.includes(p.path))) {
    if (page.signedIn && page.signedIn !== signedIn) {
      await signIn(page.signedIn);
      signedIn = page.signedIn;
    }
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      if (page.signedIn) await forgetOfflineCopy();
      const lhr = await audit(page.path);
      if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
        throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
      }
      lhrs.push(lhr);
      console.log(
        `${page.path} run ${i + 1}/${runs}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
      );
    }
    const report = summarize(page, lhrs);
    reports.push(report);
    if (values.out) {
      mkdirSync(values.out, { recursive: true });
      const name = page.path === '/' ? 'home' : page.path.slice(1).replace(/\W+/g, '-');
      writeFileSync(join(values.out, `${name}.json`), JSON.stringify(report.median, null, 1));
    }
  }
  const load = `${cpus().length} cores, load average ${loadAtStart} at the start and ${loadAverage()} at the end`;
  const met = printReport(reports, { runs, ads: values.ads, load });
  process.exitCode = met ? 0 : 1;
} finally {
  await cleanUp();
}
