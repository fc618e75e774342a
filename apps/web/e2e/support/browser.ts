import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-args';

export { CHROMIUM_ARGS, inject };

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file; each test takes a fresh context (no shared storage). */
export const setupBrowser = () => {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  // A failing journey leaves a screenshot of every page it had open in e2e/screenshots/.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const dir = join(import.meta.dirname, '..', 'screenshots');
    mkdirSync(dir, { recursive: true });
    const pages = state.browser?.contexts().flatMap((c) => c.pages()) ?? [];
    let i = 0;
    for (const page of pages) {
      const name = `${ctx.task.name.replace(/[^\w]+/g, '-').slice(0, 60)}-${i++}.png`;
      await page.screenshot({ path: join(dir, name), fullPage: true }).catch(() => {});
    }
  });
  afterAll(async () => state.browser?.close());
  return {
    async newPage(
      viewport = { width: 1280, height: 800 },
      options: Omit<BrowserContextOptions, 'viewport'> = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await state.browser!.newContext({
        baseURL: baseUrl(),
        locale: 'pt-BR',
        viewport,
        ...options,
      });
      const page = await context.newPage();
      return { context, page };
    },
  };
};

let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++seq}@example.com`;

export const STRONG_PASSWORD = 'Segura123';

/** The confirmation link of the newest sign-up mail to `email`, once the outbox has sent it. */
export const signupLinkFor = async (email: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = lastMailTo(email);
    const link = mail && /https?:\/\/\S+\/confirmar-email\?token=\S+/.exec(mail.text)?.[0];
    if (link) return new URL(link);
    if (Date.now() > deadline) throw new Error(`no sign-up link mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * Creates an account through the public API as a person does: the sign-up (the same call the
 * sign-up screen makes), then the mailed confirmation link, which makes the account.
 */
export const registerUser = async (email = uniqueEmail('user'), name = 'Pessoa Teste') => {
  const res = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      phone: '11987654321',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    }),
  });
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const link = await signupLinkFor(email);
  const confirmed = await fetch(`${baseUrl()}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  return { email, password: STRONG_PASSWORD, name };
};

/** The newest mail the server sent to `email`, as the SMTP sink received it (never the log). */
export const lastMailTo = (email: string) => {
  let lines: string[];
  try {
    lines = readFileSync(inject('mailFile'), 'utf8').split('\n');
  } catch {
    return undefined; // no mail yet
  }
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i];
    if (!line?.startsWith('{')) continue;
    const entry = JSON.parse(line) as { to: string[]; text: string; subject: string };
    if (entry.to.includes(email)) return entry;
  }
  return undefined;
};

export const loginThroughUi = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

/**
 * Clicks a row's actions button and returns the menu it opened: the menu named by that button
 * (Mantine labels a dropdown with its target). `page.getByRole('menuitem')` alone could also
 * find the items of the previous row's menu while it fades out after a choice (seen under load:
 * 'Ver Detalhes' matched in two menus right after 'Duplicar').
 */
export const openMenu = async (page: Page, within: Page | Locator, name: string) => {
  await within.getByRole('button', { name, exact: true }).click();
  const menu = page.getByRole('menu', { name, exact: true });
  await menu.waitFor();
  return menu;
};

/**
 * A browser with a real profile on disk. Chromium treats `newContext()` as incognito, where
 * installability is refused by design; the PWA checks need this instead.
 */
export const launchWithProfile = async () => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'sniperads-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: baseUrl(),
    locale: 'pt-BR',
  });
  return {
    context,
    page: context.pages()[0] ?? (await context.newPage()),
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
};
