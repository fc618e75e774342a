import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, loginThroughUi, registerUser, uniqueEmail } from '../../web/e2e/support/browser';
import { websiteAd } from '../test/ad-fixtures';
import { closedShadow } from './support/closed-shadow';
import { eventually, launchWithExtension } from './support/extension-browser';
import { startFakeFacebook } from './support/fake-facebook';

// A word no demo ad uses, so searching it finds exactly the captured ads.
const TERM = `quiropraxia${Date.now().toString(36)}`;
const img = (n: number) => `https://www.facebook.com/img/${n}.png`;
const ad = (n: number, page: string) =>
  websiteAd(9000 + n, {
    page,
    title: `Sessão de ${TERM} ${n}`,
    body: `Alívio para dores na coluna com ${TERM}: agende sua avaliação gratuita hoje mesmo.`,
    image: img(n),
  });
const EMBEDDED = [ad(1, 'Clínica Coluna Viva'), ad(2, 'Espaço Postura Certa')];
const FROM_FETCH = [ad(3, 'Clínica Alinhar')];
const FROM_XHR = [ad(4, 'Centro Vértebra')];
const ALL = [...EMBEDDED, ...FROM_FETCH, ...FROM_XHR];
// One item of the XHR answer in a shape the extension does not know (its snapshot renamed).
const { snapshot: renamedSnapshot, ...renamedRest } = ad(5, 'Clínica Nova Forma');
const CHANGED = { ...renamedRest, snapshot_v2: renamedSnapshot };
const UNREAD_REASON = 'resultado do site sem snapshot: o formato da Biblioteca pode ter mudado (1)';
const FAVORITE = FROM_FETCH[0]!;

type Json = Record<string, unknown>;
const api = async (path: string, token: string, init: RequestInit = {}) => {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as Json };
};

describe('Chrome extension on the Ad Library', () => {
  const state = {} as {
    fb: Awaited<ReturnType<typeof startFakeFacebook>>;
    browser: Awaited<ReturnType<typeof launchWithExtension>>;
  };
  beforeAll(async () => {
    const png = readFileSync(join(import.meta.dirname, '..', 'public', 'icons', '128.png'));
    state.fb = await startFakeFacebook(EMBEDDED, { fetch: FROM_FETCH, xhr: [...FROM_XHR, CHANGED] }, png);
    state.browser = await launchWithExtension({ baseUrl: baseUrl(), facebookPort: state.fb.port });
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.fb?.close();
  });

  it('captures the searched ads from the JSON the page loads, saves a favorite, and the product shows them', async () => {
    const user = await registerUser(uniqueEmail('extensao'), 'Marta Extensão');
    const login = await fetch(`${baseUrl()}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const session = ((await login.json()) as { data: { token: string } }).data.token;
    const created = await api('/tokens', session, {
      method: 'POST',
      body: JSON.stringify({ name: 'Extensão e2e', abilities: ['read:ads', 'write:ads', 'write:favorites'] }),
    });
    expect(created.status).toBe(201);
    const token = (created.body.data as { token: string }).token;

    const { context, extensionId, options } = state.browser;
    await options.getByLabel('Endereço do servidor').fill('ftp://errado');
    await options.getByRole('button', { name: 'Salvar' }).click();
    await options.getByText(/Endereço do servidor inválido/).waitFor();
    await options.getByLabel('Endereço do servidor').fill(baseUrl());
    await options.getByLabel('Token de API').fill(token);
    expect(await options.getByLabel('Capturar automaticamente enquanto navego').isChecked()).toBe(true);
    await options.getByRole('button', { name: 'Salvar' }).click();
    await options.getByText('Configurações salvas.').waitFor();
    await options.getByRole('button', { name: 'Testar conexão' }).click();
    const outcome = options.locator('#message[data-tone="ok"], #message[data-tone="error"]');
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe('Conectado como Marta Extensão');

    const library = await context.newPage();
    await library.goto(
      `https://www.facebook.com/ads/library/?active_status=all&ad_type=all&country=BR&q=${TERM}`,
    );
    const panel = await closedShadow(library, '#sniperads-panel-host');
    await panel.waitForText('4 anúncios capturados nesta página');
    await panel.waitForText('Conectado como Marta Extensão');
    await eventually(
      async () => ((await panel.count('li .page')) === ALL.length ? true : undefined),
      'the four captured ads in the panel',
    );
    for (const item of ALL)
      expect(await panel.textOf(`li[data-ad-id="${item.ad_archive_id}"] .page`)).toBe(item.page_name);
    expect(state.fb.graphqlCalls).toHaveLength(2);
    await panel.waitForText('1 item desta página não pôde ser lido e não foi capturado:');
    await panel.waitForText(UNREAD_REASON);

    const card = `li[data-ad-id="${FAVORITE.ad_archive_id}"]`;
    await panel.click(`${card} .actions button`);
    await panel.waitForText('Anúncio salvo nos favoritos do SniperAds!');
    await panel.click('button.primary');
    await panel.waitForText(/na fila de envio|Nenhum anúncio novo para enviar/);

    const found = await eventually(async () => {
      const res = await api(`/advertisements/?search=${TERM}&per_page=20`, token);
      const items = (res.body.data as { page_name: string }[] | undefined) ?? [];
      return items.length === ALL.length ? items : undefined;
    }, 'the captured ads in the library');
    expect(found.map((a) => a.page_name).sort()).toEqual(ALL.map((a) => a.page_name).sort());
    const favorites = await eventually(async () => {
      const res = await api('/favorites/', session);
      const items = (res.body.data as { page_name: string | null; source: string }[] | undefined) ?? [];
      return items.length ? items : undefined;
    }, 'the favorite');
    expect(favorites.map((f) => f.page_name)).toEqual([FAVORITE.page_name]);

    const product = await context.newPage();
    await loginThroughUi(product, user.email, user.password);
    await product.waitForURL((url) => url.pathname === '/');
    await product.goto(`/mineracao?q=${TERM}`);
    await product.getByRole('article').filter({ hasText: 'Clínica Alinhar' }).first().waitFor();
    // The first row of cards is drawn with the page and the rest right after: wait for all of them.
    await eventually(
      async () => ((await product.getByRole('article').count()) === ALL.length ? true : undefined),
      'the four captured ads on Mineração',
    );

    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.getByText('Conectado como Marta Extensão').waitFor();
    expect(await popup.locator('#queued').textContent()).toBe('0');
    expect(Number(await popup.locator('#captured').textContent())).toBe(ALL.length);
    await popup
      .getByText(/Na última página da Biblioteca de Anúncios \(.+\), 1 item não pôde ser lido:/)
      .waitFor();
    expect(await popup.locator('#unread-reasons li').allTextContents()).toEqual([UNREAD_REASON]);
    // The server took the gzip bodies as they are: no fallback to plain JSON, no errors.
    const worker = context.serviceWorkers()[0]!;
    const stored = await worker.evaluate(async () => (await chrome.storage.local.get('status')).status);
    expect(stored).toMatchObject({ plainBodies: false, errors: [], authError: null });
  });
});
