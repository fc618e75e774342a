import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAnswer, websiteAd } from '../test/ad-fixtures';
import { closedShadow, inContentScript } from './support/closed-shadow';
import { eventually, launchWithExtension } from './support/extension-browser';
import { startFakeApi } from './support/fake-api';
import { startFakeFacebook } from './support/fake-facebook';

const TOKEN = 'sa_abcdefghijkl_segredo-ataque';
const id = (n: number) => websiteAd(n).ad_archive_id;
const UNCAPTURED = id(5000);
// Advertisers' texts naming library ids: one inside a longer body, one as a whole line of its own.
const A = websiteAd(1, { body: `Compre já! ID da biblioteca: ${id(2)} — só hoje.` });
const B = websiteAd(2);
const C = websiteAd(3, { body: `Identificação da biblioteca: ${UNCAPTURED}` });
const D = websiteAd(4);
const REAL = [A, B, C, D];
const FORGED = Array.from({ length: 800 }, (_, i) => websiteAd(6000 + i, { page: 'Página forjada' }));
const FORGED_IDS = new Set(FORGED.map((a) => a.ad_archive_id));

/**
 * The attacker's script, first in the page's <head>, so it runs right after the extension's
 * document_start scripts: it listens for the extension's messages, asks for its channel, posts
 * captures in the format the extension used to trust, and rigs Response.prototype.clone so that
 * whoever reads a clone of a GraphQL answer reads forged ads.
 */
const ATTACK = `
  const attack = (window.attack = { heard: 0, offers: 0 });
  window.addEventListener('message', (e) => {
    if (e.data && e.data.source === 'sniperads:capture' && !e.data.forged) attack.heard++;
  });
  let own = false;
  for (const type of ['sniperads:offer', 'sniperads:capture', 'sniperads:ready'])
    document.addEventListener(type, (e) => { if (!own && (e.relatedTarget || e.detail)) attack.offers++; }, true);
  document.dispatchEvent(new CustomEvent('sniperads:hello'));
  const forged = ${JSON.stringify(FORGED)};
  for (let i = 0; i < forged.length; i += 100)
    window.postMessage({ source: 'sniperads:capture', version: 1, type: 'ads', items: forged.slice(i, i + 100), forged: true }, location.origin);
  const answer = 'for (;;);' + JSON.stringify(${JSON.stringify(graphqlAnswer(FORGED.slice(0, 100)))});
  own = true;
  document.dispatchEvent(new CustomEvent('sniperads:capture', { detail: location.origin + '/api/graphql/\\n' + answer }));
  own = false;
  Response.prototype.clone = function () { return new Response(answer); };
`;

describe('a hostile Ad Library page', () => {
  const state = {} as {
    api: Awaited<ReturnType<typeof startFakeApi>>;
    fb: Awaited<ReturnType<typeof startFakeFacebook>>;
    browser: Awaited<ReturnType<typeof launchWithExtension>>;
    library: Page;
  };
  beforeAll(async () => {
    const png = readFileSync(join(import.meta.dirname, '..', 'public', 'icons', '128.png'));
    state.api = await startFakeApi('Ana Souza');
    state.fb = await startFakeFacebook([A, B], { fetch: [C], xhr: [D] }, png, ATTACK);
    state.browser = await launchWithExtension({ baseUrl: state.api.url, facebookPort: state.fb.port });
    const { context, options } = state.browser;
    await options.getByLabel('Endereço do servidor').fill(state.api.url);
    await options.getByLabel('Token de API').fill(TOKEN);
    await options.getByRole('button', { name: 'Salvar' }).click();
    await options.getByText('Configurações salvas.').waitFor();
    state.library = await context.newPage();
    await state.library.goto('https://www.facebook.com/ads/library/?q=oferta');
    await (await closedShadow(state.library, '#sniperads-panel-host')).waitForText(
      'Conectado como Ana Souza',
    );
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.fb?.close();
    await state.api?.close();
  });

  // One page, one attack per step: each step holds (and failed on the old code) on its own.
  it('sends only the ads Meta answered, whatever the page posts', async () => {
    const { library } = state;
    const panel = await closedShadow(library, '#sniperads-panel-host');
    // Forged captures: only the real ads reach the server, also after "Capturar esta busca".
    const sentIds = () =>
      state.api.received
        .filter((r) => r.path === '/api/advertisements/ingest')
        .flatMap((r) => (r.body as { ads: { ad_archive_id: string }[] }).ads.map((a) => a.ad_archive_id));
    // C comes by fetch, whose clones the page rigged: the others show that sending has happened.
    await eventually(async () => {
      const sent = sentIds();
      const real = [A, B, D].every((a) => sent.includes(a.ad_archive_id));
      return real || sent.some((s) => FORGED_IDS.has(s)) ? true : undefined;
    }, 'the real ads at the API');
    await panel.click('button.primary');
    await panel.waitForText(/na fila de envio|Nenhum anúncio novo para enviar/);
    expect(sentIds().filter((s) => FORGED_IDS.has(s))).toEqual([]);
    expect(new Set(sentIds())).toEqual(new Set(REAL.map((a) => a.ad_archive_id)));
    expect(await panel.count('li')).toBe(REAL.length);
    // The page never heard the extension's captures nor got its channel.
    expect(await library.evaluate(() => (window as unknown as { attack: unknown }).attack)).toEqual({
      heard: 0,
      offers: 0,
    });
  });

  it('gives the page no way into the panel, where the account and folder names are', async () => {
    const { library } = state;
    const panel = await closedShadow(library, '#sniperads-panel-host');
    expect(await panel.mode()).toBe('closed');
    expect(
      await library.evaluate(() => {
        const host = document.getElementById('sniperads-panel-host');
        return {
          root: host?.shadowRoot ?? null,
          text: document.documentElement.textContent?.includes('Ana Souza'),
        };
      }),
    ).toEqual({ root: null, text: false });
  });

  it("puts inline buttons only next to the id labels of captured ads, never from an ad's text", async () => {
    const { library } = state;
    // Buttons only next to the id labels of captured ads, never from an ad's text; B is named
    // inside A's body, so its label may be ad text too and gets none (the panel still lists it).
    const inlineHosts = () =>
      library.evaluate(() =>
        [...document.querySelectorAll('[data-sniperads-inline]')].map((el) => ({
          id: el.getAttribute('data-sniperads-inline'),
          afterLabel: el.previousElementSibling?.className === 'library-id',
          shadowRoot: el.shadowRoot !== null,
        })),
      );
    await eventually(async () => {
      const hosts = await inlineHosts();
      const ids = hosts.map((h) => h.id);
      const all = [A, C, D].every((a) => ids.includes(a.ad_archive_id));
      return all || hosts.some((h) => !h.afterLabel) ? true : undefined;
    }, 'the inline buttons of the captured ads');
    const hosts = await inlineHosts();
    expect(hosts.map((h) => h.id).sort()).toEqual([A, C, D].map((a) => a.ad_archive_id).sort());
    expect(hosts.every((h) => h.afterLabel && !h.shadowRoot)).toBe(true);
  });

  it('saves nothing on clicks a script makes, even one holding the buttons', async () => {
    const { library } = state;
    const panel = await closedShadow(library, '#sniperads-panel-host');
    const cardB = `li[data-ad-id="${B.ad_archive_id}"]`;
    await panel.scriptClick(`${cardB} .actions button`);
    expect(await panel.textOf(`${cardB} .msg`)).toBe('');
    const inlineA = await closedShadow(library, `[data-sniperads-inline="${A.ad_archive_id}"]`);
    await inlineA.scriptClick('button');
    expect(await inlineA.text()).not.toMatch(/Salvando|salvo/);
    // A user's click on the same button does save, and it is the only favorite the server got.
    await panel.click(`${cardB} .actions button`);
    await panel.waitForText('Anúncio salvo nos favoritos do SniperAds!');
    const favorites = state.api.received.filter((r) => r.path.endsWith('/favorites'));
    expect(favorites).toHaveLength(1);
  });

  it("keeps the token and the account out of the content scripts' reach", async () => {
    const read = await inContentScript<string>(
      state.library,
      'chrome.storage.local.get(null).then((v) => JSON.stringify(v), (e) => "refused: " + e.message)',
    );
    expect(read.includes(TOKEN)).toBe(false);
    expect(read.slice(0, 200)).toMatch(/^refused: /);
  });

  it('refuses a plain-http server address: the token travels in every request', async () => {
    const { options } = state.browser;
    await options.getByLabel('Endereço do servidor').fill('http://sniperads.example.com');
    await options.getByRole('button', { name: 'Salvar' }).click();
    await options.getByText(/Use um endereço https:\/\//).waitFor({ timeout: 10_000 });
    await options.getByLabel('Endereço do servidor').fill('http://127.0.0.1:3000');
    await options.getByRole('button', { name: 'Salvar' }).click();
    await options.getByText('Configurações salvas.').waitFor();
  });
});
