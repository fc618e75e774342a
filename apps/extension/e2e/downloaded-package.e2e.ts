import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  CHROMIUM_ARGS,
  loginThroughUi,
  registerUser,
  uniqueEmail,
} from '../../web/e2e/support/browser';
import { websiteAd } from '../test/ad-fixtures';
import { closedShadow } from './support/closed-shadow';
import { eventually, launchWithExtension } from './support/extension-browser';
import { startFakeFacebook } from './support/fake-facebook';

// A word no demo ad uses, so searching it finds exactly the captured ad.
const TERM = `podologia${Date.now().toString(36)}`;
// Its start date (the fixture's, from the id) lies in the past, as the API requires.
const AD = websiteAd(9100, {
  page: 'Clínica Passo Leve',
  title: `Avaliação de ${TERM}`,
  body: `Cuide dos seus pés com ${TERM}: primeira consulta com desconto nesta semana.`,
  image: 'https://www.facebook.com/img/9100.png',
});

describe('the extension as /extensao hands it out', () => {
  const work = mkdtempSync(join(tmpdir(), 'sniperads-download-'));
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of cleanup.reverse()) await close();
    rmSync(work, { recursive: true, force: true });
  });

  it('downloads the zip from /extensao, loads it unpacked and reaches this server without typing its address', async () => {
    const user = await registerUser(uniqueEmail('download'), 'Paulo Download');

    // The product: /extensao shows this server's address and hands out the zip.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    cleanup.push(() => browser.close());
    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true, locale: 'pt-BR' });
    const page = await context.newPage();
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/extensao');
    expect(await page.getByTestId('server-address').textContent()).toBe(baseUrl());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar extensão (.zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sniperads-extension-\d+\.\d+\.\d+\.zip$/);
    const zipPath = join(work, download.suggestedFilename());
    await download.saveAs(zipPath);

    // Token from the tokens tab, as the user would copy it.
    await page.getByRole('tab', { name: 'Tokens de API' }).click();
    await page.getByLabel('Nome do token').fill('Chrome do escritório');
    await page.getByRole('button', { name: 'Gerar token' }).click();
    const token = (await page.getByTestId('token-secret-value').textContent())!.trim();

    // Unzipped as the guide says, then loaded unpacked.
    const unpacked = join(work, 'sniperads');
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(readFileSync(zipPath))))) {
      if (name.endsWith('/')) continue;
      mkdirSync(dirname(join(unpacked, name)), { recursive: true });
      writeFileSync(join(unpacked, name), bytes);
    }
    const png = readFileSync(join(import.meta.dirname, '..', 'public', 'icons', '128.png'));
    const fb = await startFakeFacebook([AD], { fetch: [], xhr: [] }, png);
    cleanup.push(() => fb.close());
    const withExtension = await launchWithExtension({
      baseUrl: baseUrl(),
      facebookPort: fb.port,
      extensionDir: unpacked,
    });
    cleanup.push(() => withExtension.close());

    // The options page opened on install already names this server: only the token is pasted.
    const { options } = withExtension;
    expect(await options.getByLabel('Endereço do servidor').inputValue()).toBe(baseUrl());
    await options.getByLabel('Token de API').fill(token);
    await options.getByRole('button', { name: 'Salvar' }).click();
    await options.getByText('Configurações salvas.').waitFor();
    await options.getByRole('button', { name: 'Testar conexão' }).click();
    const outcome = options.locator('#message[data-tone="ok"], #message[data-tone="error"]');
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe('Conectado como Paulo Download');

    // And the ads it captures arrive at this server.
    const library = await withExtension.context.newPage();
    await library.goto(
      `https://www.facebook.com/ads/library/?active_status=all&ad_type=all&country=BR&q=${TERM}`,
    );
    const panel = await closedShadow(library, '#sniperads-panel-host');
    await panel.waitForText('Conectado como Paulo Download');
    await panel.waitForText('1 anúncio capturado nesta página');
    await panel.click('button.primary');
    await panel.waitForText(/na fila de envio|Nenhum anúncio novo para enviar/);
    const found = await eventually(async () => {
      const res = await fetch(`${baseUrl()}/api/advertisements/?search=${TERM}&per_page=20`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = ((await res.json()) as { data?: { page_name: string }[] }).data ?? [];
      return items.length ? items : undefined;
    }, 'the captured ad in the library');
    expect(found.map((a) => a.page_name)).toEqual(['Clínica Passo Leve']);
  });
});
