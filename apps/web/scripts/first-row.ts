// Time from navigation start to the first row of /admin/usuarios, signed in as the admin, on full
// cold loads of the built product.
// Usage: node scripts/first-row.ts [--runs 7] [--port 3380] [--users 15] [--web-dist DIR]
// Builds nothing: run `pnpm build` first (`--web-dist` measures another build of the PWA with the
// same API). Starts the API + PWA on a fresh embedded database, signs up `--users` accounts, signs
// the admin in through the login screen once and keeps only that session; then every run is a new
// browser context (empty HTTP cache, no service worker) opening /admin/usuarios, alternately at 4×
// CPU throttling (Chromium's DevTools emulation) and unthrottled. Prints the median per setting,
// when the users request and the admin screens' code were asked for, and the machine's load.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.ts';
import {
  createAccount,
  DEFAULT_WEB_DIST,
  type ProductServer,
  requireBuild,
  startProduct,
} from './product-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '3380' },
    users: { type: 'string', default: '15' },
    'web-dist': { type: 'string' },
    // Prints every request of each run: when it was asked for and when its answer ended.
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const webDist = values['web-dist'] ?? DEFAULT_WEB_DIST;
const base = `http://localhost:${port}`;
const ADMIN = { email: 'admin-first-row@sniperads.local', password: 'FirstRowAdmin123' };

requireBuild(webDist);

let server: ProductServer | undefined;
const cleanUp = async () => server?.stop();
process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

const startServer = async () => {
  server = await startProduct({
    port,
    admin: ADMIN,
    webDist,
    // The users screen reads no ads; a small library keeps start-up short.
    demoAds: 600,
    env: { AUTH_RATE_LIMIT_MAX: '1000' },
  });
};

const signUpUsers = async (count: number) => {
  for (let i = 0; i < count; i++) {
    await createAccount(base, ADMIN, {
      name: `Pessoa ${i + 1}`,
      email: `pessoa-${i + 1}-${Date.now()}@example.com`,
      password: 'Segura123',
    });
  }
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

interface Run {
  firstRow: number;
  usersRequest: number;
  adminCode: number;
}

const load = () => loadavg()[0]!.toFixed(1);
const loadAtStart = load();

try {
  await startServer();
  await signUpUsers(Number(values.users));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  // The admin's session, signed in through the login screen as a user would.
  const signIn = await browser.newContext({ baseURL: base, locale: 'pt-BR' });
  const page = await signIn.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin$/);
  const storageState = await signIn.storageState();
  await signIn.close();

  const measure = async (throttle: number): Promise<Run> => {
    const context = await browser.newContext({
      baseURL: base,
      locale: 'pt-BR',
      viewport: { width: 1366, height: 900 },
      // Only the session: the offline copy of the data would draw rows before any request.
      storageState: {
        cookies: [],
        origins: storageState.origins.map((o) => ({
          ...o,
          localStorage: o.localStorage.filter((item) => !item.name.startsWith('sniperads_offline')),
        })),
      },
    });
    await context.addInitScript(() => {
      const w = window as unknown as { __firstRow?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="user-row"]')) {
          w.__firstRow = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await tab.goto('/admin/usuarios');
    await tab.locator('[data-testid="user-row"]').first().waitFor({ timeout: 60_000 });
    if (values.verbose) {
      const entries = await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .map(
            (e) =>
              `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '')}`,
          ),
      );
      console.log(entries.join('\n'));
    }
    const run = await tab.evaluate(() => {
      const started = (pattern: RegExp) =>
        performance.getEntriesByType('resource').find((e) => pattern.test(e.name))?.startTime ?? Number.NaN;
      return {
        firstRow: (window as unknown as { __firstRow: number }).__firstRow,
        usersRequest: started(/\/api\/admin\/users/),
        adminCode: started(/\/assets\/admin-data-/),
      };
    });
    await context.close();
    return run;
  };

  const results: Record<string, Run[]> = { '4×': [], '1×': [] };
  for (let i = 0; i < runs; i++) {
    for (const [label, rate] of [
      ['4×', 4],
      ['1×', 1],
    ] as const) {
      const run = await measure(rate);
      results[label]!.push(run);
      console.log(
        `run ${i + 1}/${runs} CPU ${label}: first row ${Math.round(run.firstRow)} ms (users request at ${Math.round(run.usersRequest)} ms, admin code at ${Math.round(run.adminCode)} ms), load ${load()}`,
      );
    }
  }
  await browser.close();

  console.log(
    `\n/admin/usuarios, ${values.users} users + the admin, median of ${runs} cold loads; ${cpus().length} cores, load average ${loadAtStart} at the start and ${load()} at the end`,
  );
  console.log(
    '| CPU | first row | users request asked at | admin screens code asked at | each run (first row) |',
  );
  console.log('|---|---|---|---|---|');
  for (const [label, list] of Object.entries(results)) {
    const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
    console.log(
      `| ${label} | ${ms(list.map((r) => r.firstRow))} | ${ms(list.map((r) => r.usersRequest))} | ${ms(list.map((r) => r.adminCode))} | ${list.map((r) => Math.round(r.firstRow)).join(', ')} |`,
    );
  }
} finally {
  await cleanUp();
}
