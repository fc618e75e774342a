import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../api/test/helpers/fake-openai';
import { setupAdCdn } from './support/ad-cdn';
import { loginThroughUi, STRONG_PASSWORD, setupBrowser, uniqueEmail } from './support/browser';

/**
 * The Studio's in-app AI needs the server started with AI_API_URL, which the shared journey server
 * does not have (its Studio opens the chat in a new tab): this file starts its own, on a free port,
 * pointed at a local fake OpenAI-compatible endpoint.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const ADMIN = { email: 'admin-ai-e2e@sniperads.local', password: 'AdminE2e123' };
const ANSWER = ['Gancho: ', 'a imagem mostra o produto ', 'em destaque.'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Polls `check` until it answers something (the server's own readiness, a background archive). */
const until = async <T>(check: () => Promise<T | undefined>, what: string, ms = 60_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

const cdn = setupAdCdn();
let server: ChildProcess | undefined;
let fake: FakeOpenAi;
let base = '';
let dataDir = '';

const api = async (method: string, path: string, body?: object, token?: string) => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data?: unknown };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};

beforeAll(async () => {
  fake = await startFakeOpenAi(ANSWER);
  const port = await freePort();
  base = `http://localhost:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'sniperads-ai-e2e-'));
  server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_URL: base,
      LOG_LEVEL: 'warn',
      MEDIA_FETCH_ALLOW_PRIVATE: 'true',
      DEMO_ADS: '60',
      AI_API_URL: `${fake.url}/v1`,
      AI_API_KEY: 'sk-e2e-not-a-real-key',
      AI_MODEL: 'visao-teste',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(dataDir, 'server.log'));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  await until(
    async () => ((await fetch(`${base}/api/ready`)).ok ? true : undefined),
    'the AI server',
    200_000,
  );
  // Its own start-up (migrations, a small demo library) on a busy machine takes longer than a test.
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Studio AI', () => {
  const browser = setupBrowser();

  it('runs an action on the creative, streams the answer, and finds it saved after a reload', async () => {
    const { token: admin } = (await api('POST', '/auth/', ADMIN)) as { token: string };
    const email = uniqueEmail('tester-ai');
    await api(
      'POST',
      '/admin/users',
      { name: 'Testadora IA', email, password: STRONG_PASSWORD, is_test: true },
      admin,
    );
    const { token } = (await api('POST', '/auth/', { email, password: STRONG_PASSWORD })) as {
      token: string;
    };
    // A favorite whose creative the server archives from a local 'ad CDN'; the AI is sent our copy.
    const favorite = (await api(
      'POST',
      '/favorites/',
      {
        url: `https://www.facebook.com/ads/library/?id=${Date.now()}`,
        page_name: 'Loja Chá Leve',
        image: `${cdn.url}/criativo.png`,
      },
      token,
    )) as { id: string };
    await api('POST', '/studio', { id: favorite.id }, token);
    await until(async () => {
      const list = (await api('GET', '/favorites/?per_page=20', undefined, token)) as {
        id: string;
        media: { status: string };
      }[];
      return list.find((f) => f.id === favorite.id)?.media.status === 'archived' ? true : undefined;
    }, 'the archived creative');

    const { page } = await browser.newPage({ width: 1280, height: 800 }, { baseURL: base });
    await loginThroughUi(page, email, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/studio');
    await page.getByTestId('studio-preview').waitFor();
    // The Studio draws the actions twice (phone grid, desktop panel): the visible one is read.
    await page.getByText('Análises com IA neste mês: 0 de 5 (restam 5)').locator('visible=true').waitFor();

    await page.getByRole('button', { name: /Análise Estrutural/ }).click();
    const answer = page.getByTestId('ai-answer-text').locator('visible=true');
    await answer.filter({ hasText: ANSWER.join('') }).waitFor();
    await page
      .getByText(/Análise salva em .* · visao-teste/)
      .locator('visible=true')
      .waitFor();
    await page.getByText('Análises com IA neste mês: 1 de 5 (restam 4)').locator('visible=true').waitFor();

    expect(fake.requests).toHaveLength(1);
    const user = fake.requests[0]!.body.messages!.find((m) => m.role === 'user')!;
    const parts = user.content as { type: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toMatch(/^data:image\/jpeg;base64,/);

    await page.reload();
    await page.getByTestId('studio-preview').waitFor();
    await page.getByRole('button', { name: /Análise Estrutural.*Salva/ }).click();
    await answer.filter({ hasText: ANSWER.join('') }).waitFor();
    await page.getByRole('button', { name: 'Gerar novamente' }).waitFor();
    expect(fake.requests).toHaveLength(1);
  });
});
