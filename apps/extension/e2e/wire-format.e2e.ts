import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteAd } from '../test/ad-fixtures';
import { closedShadow } from './support/closed-shadow';
import { eventually, launchWithExtension } from './support/extension-browser';
import { startFakeApi } from './support/fake-api';
import { startFakeFacebook } from './support/fake-facebook';

const EMBEDDED = [websiteAd(1), websiteAd(2)];
const FETCHED = [websiteAd(3)];
const XHR = [websiteAd(4)];
const ids = (ads: { ad_archive_id: string }[]) => ads.map((a) => a.ad_archive_id).sort();

/** What leaves the browser, byte for byte, whatever state the real API is in. */
describe('extension wire format (recording API)', () => {
  const state = {} as {
    api: Awaited<ReturnType<typeof startFakeApi>>;
    fb: Awaited<ReturnType<typeof startFakeFacebook>>;
    browser: Awaited<ReturnType<typeof launchWithExtension>>;
  };
  beforeAll(async () => {
    const png = readFileSync(join(import.meta.dirname, '..', 'public', 'icons', '128.png'));
    state.api = await startFakeApi('Ana Souza');
    state.fb = await startFakeFacebook(EMBEDDED, { fetch: FETCHED, xhr: XHR }, png);
    state.browser = await launchWithExtension({ baseUrl: state.api.url, facebookPort: state.fb.port });
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.fb?.close();
    await state.api?.close();
  });

  it('sends the raw items gzipped with the bearer token, and favorites in the chosen folder', async () => {
    const { context, options } = state.browser;
    const token = 'sa_abcdefghijkl_segredo-e2e';
    await options.getByLabel('Endereço do servidor').fill(`${state.api.url}/`);
    await options.getByLabel('Token de API').fill(token);
    await options.getByRole('button', { name: 'Salvar' }).click();
    await options.getByText('Configurações salvas.').waitFor();

    const library = await context.newPage();
    await library.goto('https://www.facebook.com/ads/library/?q=oferta');
    const panel = await closedShadow(library, '#sniperads-panel-host');
    await panel.waitForText('4 anúncios capturados nesta página');
    const ingests = () => state.api.received.filter((r) => r.path === '/api/advertisements/ingest');
    const sent = await eventually(async () => {
      const all = ingests().flatMap((r) => (r.body as { ads: { ad_archive_id: string }[] }).ads);
      return all.length >= 4 ? all : undefined;
    }, 'the captured ads at the API');
    expect(ids(sent)).toEqual(ids([...EMBEDDED, ...FETCHED, ...XHR]));
    // Raw website items, as the page received them: the server maps them itself.
    expect(sent.find((a) => a.ad_archive_id === FETCHED[0]!.ad_archive_id)).toEqual(FETCHED[0]);
    for (const r of ingests())
      expect(r.headers).toMatchObject({
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      });

    const card = `li[data-ad-id="${XHR[0]!.ad_archive_id}"]`;
    await panel.waitForText('Ideias');
    await panel.selectOption(`${card} select`, 'Ideias');
    await panel.click(`${card} .actions button`);
    await panel.waitForText('Anúncio salvo nos favoritos do SniperAds!');
    const favorite = state.api.received.find((r) => r.path.endsWith('/favorites'));
    expect(favorite?.path).toBe(
      `/api/advertisements/0193a7e2-0000-7000-8000-${XHR[0]!.ad_archive_id.slice(-12)}/favorites`,
    );
    expect(favorite?.body).toEqual({ folder_id: '0193a7e2-0000-7000-8000-000000000001' });

    // The inline button next to a card's "ID da biblioteca" saves without a folder.
    const inline = await closedShadow(library, `[data-sniperads-inline="${EMBEDDED[0]!.ad_archive_id}"]`);
    await eventually(async () => (await inline.mode()) ?? undefined, 'the inline button');
    await inline.click('button');
    await inline.waitForText('Anúncio salvo nos favoritos do SniperAds!');
    const favorites = state.api.received.filter((r) => r.path.endsWith('/favorites'));
    expect(favorites.map((f) => f.body)).toEqual([{ folder_id: '0193a7e2-0000-7000-8000-000000000001' }, {}]);

    // Everything already went: 'Capturar esta busca' has nothing new to send.
    await panel.click('button.primary');
    await panel.waitForText('Nenhum anúncio novo para enviar.');
    // Only the configured server was ever called.
    expect(state.api.received.every((r) => r.path.startsWith('/api/'))).toBe(true);
  });
});
