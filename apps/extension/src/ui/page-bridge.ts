import { adArchiveIdOf } from '@sniperads/contract';
import { contentHash } from '../shared/hash';
import type { ActionResult, RuntimeMessage, StatusView } from '../shared/messages';
import { isUnrecognisedMessage, readPageMessage } from '../shared/page-message';
import { TEXTS } from '../shared/texts';
import { previewOf } from './ad-preview';
import { watchLibraryIds } from './inline-save';
import { mountPanel, type Panel } from './panel';

const send = async <T>(message: RuntimeMessage): Promise<T | null> => {
  try {
    return (await chrome.runtime.sendMessage(message)) as T;
  } catch {
    // The extension was reloaded or updated: this page's script is orphaned until a reload.
    return null;
  }
};
const act = async (message: RuntimeMessage): Promise<ActionResult> =>
  (await send<ActionResult>(message)) ?? { ok: false, message: 'Recarregue a página para usar a extensão.' };

export const STATUS_REFRESH_MS = 30_000;
const NOT_CAPTURED = 'Este anúncio ainda não foi capturado: recarregue a busca e tente de novo.';

/**
 * ISOLATED world: takes the ads the page script found, keeps those of this page, shows the panel
 * and talks to the service worker. The token never comes here.
 */
export const startPageBridge = (win: Window) => {
  const captured = new Map<string, unknown>();
  const hashes = new Map<string, string>();
  let panel: Panel | null = null;
  const pending: unknown[] = [];

  const refreshStatus = async () => {
    const status = await send<StatusView>({ type: 'get-status' });
    if (status && panel) panel.setStatus(status);
  };

  const show = (items: unknown[]) => {
    if (!panel) {
      pending.push(...items);
      return;
    }
    panel.addAds(items.flatMap((raw) => previewOf(raw) ?? []));
  };

  win.addEventListener('message', (event) => {
    if (isUnrecognisedMessage(event, win)) {
      panel?.notice(TEXTS.formatChanged);
      return;
    }
    const items = readPageMessage(event, win);
    if (!items) return;
    const fresh: Record<string, unknown>[] = [];
    const changed: Record<string, unknown>[] = [];
    for (const raw of items) {
      const id = adArchiveIdOf(raw);
      if (!id) continue;
      const hash = contentHash(raw);
      if (!captured.has(id)) fresh.push(raw as Record<string, unknown>);
      else if (hashes.get(id) !== hash) changed.push(raw as Record<string, unknown>);
      captured.set(id, raw);
      hashes.set(id, hash);
    }
    if (fresh.length) show(fresh);
    // A changed ad (it stopped running, new texts) goes again; the worker decides whether to send.
    if (fresh.length || changed.length) void send({ type: 'ads-captured', ads: [...fresh, ...changed] });
  });

  const saveFavorite = async (id: string, folderId: string | null): Promise<ActionResult> => {
    const ad = captured.get(id);
    if (!ad) return { ok: false, message: NOT_CAPTURED };
    const result = await act({ type: 'save-favorite', ad: ad as Record<string, unknown>, folderId });
    void refreshStatus();
    return result;
  };

  const mount = () => {
    panel = mountPanel(win.document, {
      saveFavorite,
      captureSearch: async () => {
        const ads = [...captured.values()] as Record<string, unknown>[];
        if (ads.length === 0) return { ok: false, message: 'Nenhum anúncio capturado nesta página ainda.' };
        let queued = 0;
        for (let i = 0; i < ads.length; i += 500) {
          const result = await act({ type: 'capture-search', ads: ads.slice(i, i + 500) });
          if (!result.ok) return result;
          queued += result.count ?? 0;
        }
        void refreshStatus();
        return { ok: true, message: TEXTS.queued(queued) };
      },
      openOptions: () => void act({ type: 'open-options' }),
    });
    watchLibraryIds(win.document, (id) => saveFavorite(id, null));
    show(pending.splice(0));
    void refreshStatus();
    win.setInterval(() => void refreshStatus(), STATUS_REFRESH_MS);
  };
  if (win.document.readyState === 'loading')
    win.document.addEventListener('DOMContentLoaded', mount, { once: true });
  else mount();
};
