import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, inject, loginThroughUi, STRONG_PASSWORD, uniqueEmail } from './browser';

/** Calls the API as `token` (or anonymously) and returns `data`; throws on a non-2xx answer. */
export const callApi = async (method: string, path: string, body?: object, token?: string) => {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data?: unknown };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data as Record<string, unknown> & { id: string };
};

export const adminToken = async () => {
  const { token } = (await callApi('POST', '/auth/', inject('admin'))) as unknown as { token: string };
  return token;
};

export interface AccountOptions {
  /** A test user gets the Studio. */
  is_test?: boolean;
  is_admin?: boolean;
  /** Accounts start on Free with no trial; Pro has folders and unlimited favorites. */
  plan?: 'pro' | 'max';
  name?: string;
}

/** An account made by the admin. */
export const createAccount = async ({ plan, name = 'Pessoa Teste', ...roles }: AccountOptions = {}) => {
  const email = uniqueEmail(roles.is_test ? 'tester' : 'user');
  const token = await adminToken();
  const user = await callApi(
    'POST',
    '/admin/users',
    { name, email, password: STRONG_PASSWORD, ...roles },
    token,
  );
  if (plan) await callApi('PUT', `/admin/users/${user.id}`, { plan }, token);
  return { id: user.id, email, password: STRONG_PASSWORD };
};

/** A new page signed in as a new account (made by the admin), on its home screen. */
export const signedInPage = async (
  browser: { newPage(): Promise<{ context: BrowserContext; page: Page }> },
  options: AccountOptions = {},
) => {
  const account = await createAccount(options);
  const { page, context } = await browser.newPage();
  await loginThroughUi(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/');
  return { account, page, context };
};

/** Opens a screen from the sidebar, as a user does (no reload). */
export const openFromMenu = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).first().click();

/** The signed-in user's API token, as the app stores it. */
export const tokenIn = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token') ?? '');

/** Saves a favorite for the page's signed-in user, through the API. */
export const saveFavorite = async (page: Page, fields: { url: string; page_name: string; image?: string }) =>
  callApi('POST', '/favorites/', fields, await tokenIn(page));

/** Waits for the service worker to control the page: from then on the app opens offline. */
export const serviceWorkerReady = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

/** Everything the browser keeps for this origin, as text, to look for a user's traces in. */
export const deviceStorage = (page: Page) =>
  page.evaluate(async () => {
    const entries = (s: Storage) =>
      Object.fromEntries(
        Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [k, s.getItem(k)]),
      );
    const cacheNames = await caches.keys();
    const cached: Record<string, string[]> = {};
    for (const name of cacheNames) {
      cached[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '');
    return { local: entries(localStorage), session: entries(sessionStorage), cached, databases };
  });

export const OFFLINE = {
  /** The banner of a screen showing its stored copy, with the real time it was synced. */
  synced: /Mostrando os dados sincronizados em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
  noConnection: 'Sem conexão: esta tela precisa de internet',
};

/**
 * Offline, a screen settles on its stored copy (with its sync time) or on 'Sem conexão' — and
 * then no skeleton or spinner is left on screen.
 */
export const offlineStateOf = async (page: Page): Promise<'cached' | 'no-connection'> => {
  const cached = page.getByText(OFFLINE.synced);
  const none = page.getByRole('heading', { name: OFFLINE.noConnection });
  await cached.or(none).first().waitFor({ timeout: 15_000 });
  const waiting = await page
    .locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible, [aria-busy="true"]:visible')
    .count();
  if (waiting > 0) throw new Error(`${page.url()}: ${waiting} skeleton(s)/spinner(s) left offline`);
  return (await cached.isVisible()) ? 'cached' : 'no-connection';
};
