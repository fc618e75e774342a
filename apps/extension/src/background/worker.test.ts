import { describe, expect, it } from 'vitest';
import { websiteAd } from '../../test/ad-fixtures';
import { testUuid } from '../../test/api-answers';
import { fakeServer, ingestOk, makeDeps, memoryStore, SETTINGS, sessionBody } from '../../test/fakes';
import type { ActionResult, PageStatusView, StatusView } from '../shared/messages';
import { readStatus, writeSettings } from '../shared/storage';
import { TEXTS } from '../shared/texts';
import { ALREADY_FAVORITE } from './favorites';
import { createWorker } from './worker';

const INGEST = '/api/advertisements/ingest';
const SESSION = '/api/tokens/current';
const FOLDER = testUuid(1);
const favoritePath = (i: number) => `/api/advertisements/${testUuid(i)}/favorites`;

describe('service worker', () => {
  it('with auto-capture off counts captured ads but queues only on "Capturar esta busca"', async () => {
    const server = fakeServer({ [SESSION]: [{ status: 200, body: sessionBody() }], [INGEST]: ingestOk });
    const { store } = memoryStore({ settings: { ...SETTINGS, autoCapture: false } });
    const { deps } = makeDeps({ fetch: server.fetch, store });
    const worker = createWorker(deps);
    const ads = [websiteAd(1), websiteAd(2)];
    expect(await worker.handleMessage({ type: 'ads-captured', ads })).toMatchObject({ count: 0 });
    expect(await deps.queue.size()).toBe(0);
    expect((await readStatus(store)).capturedCount).toBe(2);
    expect(await worker.handleMessage({ type: 'capture-search', ads })).toMatchObject({ ok: true, count: 2 });
    await worker.requestFlush();
    expect(server.calls.filter((c) => c.url.endsWith(INGEST))).toHaveLength(1);
    expect((await readStatus(store)).capturedCount).toBe(2);
  });

  it('saves a favorite: ingests the one ad, then favorites it by its library id, in the chosen folder', async () => {
    const server = fakeServer({
      [INGEST]: ingestOk,
      [favoritePath(0)]: [{ status: 201, body: { success: true, data: {} } }],
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    const worker = createWorker(deps);
    const result = await worker.handleMessage({ type: 'save-favorite', ad: websiteAd(7), folderId: FOLDER });
    expect(result).toEqual({ ok: true, message: TEXTS.favoriteSaved });
    expect(server.calls.map((c) => new URL(c.url).pathname)).toEqual([INGEST, favoritePath(0)]);
    expect(server.calls[0]?.body).toEqual({ ads: [websiteAd(7)] });
    expect(server.calls[1]?.body).toEqual({ folder_id: FOLDER });
    // Already sent by the save: a later capture of the same ad does not queue it again.
    expect(await worker.handleMessage({ type: 'ads-captured', ads: [websiteAd(7)] })).toMatchObject({
      count: 0,
    });
  });

  it("passes on the plan's refusal and keeps feeding the library", async () => {
    const refusal = 'O plano Free permite até 10 favoritos. Faça upgrade para o Pro para salvar mais.';
    const server = fakeServer({
      [SESSION]: [{ status: 200, body: sessionBody() }],
      [INGEST]: ingestOk,
      [favoritePath(0)]: [{ status: 403, body: { success: false, code: 'PLAN_LIMIT', message: refusal } }],
    });
    const { store } = memoryStore({ settings: SETTINGS });
    const { deps } = makeDeps({ fetch: server.fetch, store });
    const worker = createWorker(deps);
    expect(await worker.handleMessage({ type: 'save-favorite', ad: websiteAd(3), folderId: null })).toEqual({
      ok: false,
      message: refusal,
    });
    // A plan limit is not a credential problem: captures keep being sent.
    expect((await readStatus(store)).authError).toBeFalsy();
  });

  it('says so when the ad is already a favorite, and passes on a rejection reason', async () => {
    const server = fakeServer({
      [INGEST]: ingestOk,
      [favoritePath(0)]: [
        { status: 409, body: { success: false, message: 'Esta URL já foi adicionada aos favoritos.' } },
      ],
    });
    const worker = createWorker(makeDeps({ fetch: server.fetch }).deps);
    expect(await worker.handleMessage({ type: 'save-favorite', ad: websiteAd(1), folderId: null })).toEqual({
      ok: true,
      message: ALREADY_FAVORITE,
    });
    const rejecting = fakeServer({
      [INGEST]: [
        {
          status: 200,
          body: {
            success: true,
            data: {
              created: 0,
              updated: 0,
              unchanged: 0,
              rejected: 1,
              results: [
                {
                  index: 0,
                  ad_archive_id: '1',
                  id: null,
                  shape: null,
                  status: 'rejected',
                  reason: 'sem texto',
                },
              ],
            },
          },
        },
      ],
    });
    const other = createWorker(makeDeps({ fetch: rejecting.fetch }).deps);
    expect(await other.handleMessage({ type: 'save-favorite', ad: websiteAd(1), folderId: null })).toEqual({
      ok: false,
      message: TEXTS.favoriteRejected('sem texto'),
    });
  });

  it('shows the account, folders and counts; a settings change lifts a 401 block', async () => {
    let revoked = true;
    const server = fakeServer({
      [SESSION]: () =>
        revoked
          ? { status: 401, body: { success: false, message: 'Token expirado' } }
          : { status: 200, body: sessionBody() },
      [INGEST]: ingestOk,
    });
    const { deps } = makeDeps({ fetch: server.fetch });
    const worker = createWorker(deps);
    await worker.handleMessage({ type: 'ads-captured', ads: [websiteAd(1)] });
    await worker.requestFlush();
    let view = (await worker.handleMessage({ type: 'get-status' })) as StatusView;
    expect([view.authError, view.accountName, view.queuedCount]).toEqual(['Token expirado', null, 1]);
    const saved = (await worker.handleMessage({
      type: 'save-favorite',
      ad: websiteAd(1),
      folderId: null,
    })) as ActionResult;
    expect(saved).toEqual({ ok: false, message: 'Token expirado' });

    revoked = false;
    await writeSettings(deps.store, { ...SETTINGS, token: 'sa_abcdefghijkl_novo' });
    expect(await worker.onSettingsChanged()).toBe('sent');
    view = (await worker.handleMessage({ type: 'get-status' })) as StatusView;
    expect(view).toMatchObject({
      authError: null,
      accountName: 'Ana Souza',
      canUseFolders: true,
      queuedCount: 0,
      sentCount: 1,
      capturedCount: 1,
    });
    expect(view.folders.map((f) => f.name)).toEqual(['Ideias']);
  });

  it('tells the page panel the account and folder names only: no token, no server, no error log', async () => {
    const server = fakeServer({ [SESSION]: [{ status: 200, body: sessionBody() }], [INGEST]: ingestOk });
    const { deps } = makeDeps({ fetch: server.fetch });
    const view = (await createWorker(deps).handleMessage({ type: 'get-page-status' })) as PageStatusView;
    expect(view).toEqual({
      configured: true,
      accountName: 'Ana Souza',
      authError: null,
      notice: null,
      canUseFolders: true,
      folders: [{ id: expect.any(String), name: 'Ideias' }],
    });
    const text = JSON.stringify(view);
    expect(text).not.toContain(SETTINGS.token);
    expect(text).not.toContain(SETTINGS.serverUrl);
  });

  it('opens the options page when the panel asks', async () => {
    const { deps, opened } = makeDeps({ fetch: fakeServer({}).fetch });
    await createWorker(deps).handleMessage({ type: 'open-options' });
    expect(opened.options).toBe(1);
  });

  it("keeps the latest page's unread items for the popup, and forgets them when a page is read whole", async () => {
    const { deps } = makeDeps({ fetch: fakeServer({}).fetch });
    const worker = createWorker(deps);
    const reasons = [{ reason: 'nome da página (page_name) ausente', count: 2 }];
    await worker.handleMessage({ type: 'page-unread', count: 2, reasons });
    expect((await worker.statusView()).unread).toEqual({ at: deps.now(), count: 2, reasons });
    await worker.handleMessage({ type: 'page-unread', count: 0, reasons: [] });
    expect((await worker.statusView()).unread).toBeNull();
  });
});
