import { createApiClient } from '../shared/api-client';
import type { ActionResult, PageStatusView, RuntimeMessage, StatusView } from '../shared/messages';
import { checkServerUrl } from '../shared/server-url';
import { readSession, readSettings, readStatus, updateStatus, writeSession } from '../shared/storage';
import { TEXTS } from '../shared/texts';
import type { BackgroundDeps } from './deps';
import { saveFavorite } from './favorites';
import { takeCapturedAds } from './intake';
import { blockSending, type FlushResult, flushQueue } from './sender';
import { ensureSession, sessionKey } from './session';

/** The service worker's behaviour, free of chrome.* so tests drive it with fakes. */
export const createWorker = (deps: BackgroundDeps) => {
  let running: Promise<FlushResult> | null = null;
  let again = false;

  /** One flush at a time; a request that arrives meanwhile runs one more pass after it. */
  const requestFlush = (force = false): Promise<FlushResult> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let result = await flushQueue(deps, force);
      while (again && result === 'sent') {
        again = false;
        result = await flushQueue(deps);
      }
      return result;
    })().finally(() => {
      running = null;
      again = false;
    });
    return running;
  };

  /** The account behind the token, read once per settings so the popup and panel can show it. */
  const loadSession = async () => {
    const settings = await readSettings(deps.store);
    const server = checkServerUrl(settings.serverUrl);
    if (!settings.token || !server.ok || (await readStatus(deps.store)).authError) return;
    const client = createApiClient(server.url, settings.token, { fetch: deps.fetch, now: deps.now });
    const res = await ensureSession(deps.store, client, sessionKey(server.url, settings.token), deps.now());
    if (!res.ok && (res.kind === 'unauthorized' || res.kind === 'forbidden')) await blockSending(deps, res);
  };

  const statusView = async (): Promise<StatusView> => {
    await loadSession();
    const [settings, status, session, queuedCount] = await Promise.all([
      readSettings(deps.store),
      readStatus(deps.store),
      readSession(deps.store),
      deps.queue.size(),
    ]);
    const server = checkServerUrl(settings.serverUrl);
    const current = server.ok && session?.key === sessionKey(server.url, settings.token) ? session : null;
    return {
      configured: Boolean(settings.token) && server.ok,
      serverUrl: server.ok ? server.url : settings.serverUrl,
      accountName: current?.userName ?? null,
      authError: status.authError,
      autoCapture: settings.autoCapture,
      canUseFolders: current?.canUseFolders ?? false,
      folders: current?.folders ?? [],
      capturedCount: status.capturedCount,
      queuedCount,
      sentCount: status.sentCount,
      lastSyncAt: status.lastSyncAt,
      nextAttemptAt: status.nextAttemptAt,
      errors: status.errors,
      unread: status.unread,
    };
  };

  const pageStatusView = async (): Promise<PageStatusView> => {
    const s = await statusView();
    return {
      configured: s.configured,
      accountName: s.accountName,
      authError: s.authError,
      notice: s.errors[0]?.message ?? null,
      canUseFolders: s.canUseFolders,
      folders: s.folders.map(({ id, name }) => ({ id, name })),
    };
  };

  /** New server or token: forget the old session and the auth block, and try again at once. */
  const onSettingsChanged = async () => {
    await deps.lock(async () => {
      await writeSession(deps.store, null);
      await updateStatus(deps.store, () => ({ authError: null, attempt: 0, nextAttemptAt: null }));
    });
    await deps.alarms.clear();
    return requestFlush(true);
  };

  const queueAndFlush = async (ads: unknown[], enqueue: boolean): Promise<ActionResult> => {
    const queued = await takeCapturedAds(deps, ads, enqueue);
    if (queued > 0) void requestFlush();
    return { ok: true, message: TEXTS.queued(queued), count: queued };
  };

  const handleMessage = async (
    message: RuntimeMessage,
  ): Promise<StatusView | PageStatusView | ActionResult> => {
    switch (message.type) {
      case 'ads-captured':
        return queueAndFlush(message.ads, (await readSettings(deps.store)).autoCapture);
      case 'capture-search':
        return queueAndFlush(message.ads, true);
      case 'save-favorite':
        return saveFavorite(deps, message.ad, message.folderId);
      case 'page-unread': {
        const { count, reasons } = message;
        await deps.lock(() =>
          updateStatus(deps.store, () => ({ unread: count > 0 ? { at: deps.now(), count, reasons } : null })),
        );
        return { ok: true, message: '' };
      }
      case 'get-status':
        return statusView();
      case 'get-page-status':
        return pageStatusView();
      case 'open-options':
        await deps.openOptions();
        return { ok: true, message: '' };
      case 'flush-now': {
        const result = await requestFlush(true);
        return { ok: result !== 'blocked' && result !== 'not-configured', message: flushMessage(result) };
      }
    }
  };

  return { requestFlush, statusView, onSettingsChanged, handleMessage };
};
export type Worker = ReturnType<typeof createWorker>;

const flushMessage = (result: FlushResult): string => {
  switch (result) {
    case 'not-configured':
      return TEXTS.notConfigured;
    case 'blocked':
      return 'Envio pausado: corrija o token nas opções.';
    case 'retry':
      return 'Não foi possível enviar agora; tentaremos de novo em instantes.';
    case 'idle':
      return 'Nada na fila para enviar.';
    default:
      return 'Fila enviada ao SniperAds.';
  }
};
