import { adArchiveIdOf, mapAd } from '@sniperads/contract';
import { watchEmbeddedJson } from '../capture/embedded';
import {
  isAdDataUrl,
  isUnrecognisedResults,
  readAnswer,
  summariseUnread,
  type UnreadItem,
} from '../capture/extract';
import { acceptPageChannel } from '../capture/page-channel';
import { contentHash } from '../shared/hash';
import type { ActionResult, PageStatusView, RuntimeMessage } from '../shared/messages';
import { TEXTS } from '../shared/texts';
import { previewOf } from './ad-preview';
import { mentionedLibraryIds, watchLibraryIds } from './inline-save';
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
/** Real items reach tens of kB (long texts, many cards); anything far larger is not an ad. */
export const MAX_ITEM_CHARS = 500_000;
/** The service worker takes at most this many ads per message. */
const MAX_ADS_PER_MESSAGE = 500;
const NOT_CAPTURED = 'Este anúncio ainda não foi capturado: recarregue a busca e tente de novo.';

const isAdSized = (item: unknown) => {
  try {
    return JSON.stringify(item).length <= MAX_ITEM_CHARS;
  } catch {
    return false;
  }
};

/**
 * ISOLATED world, from document_start: reads the ads in the answers the page script hands over
 * the private channel and in the JSON embedded in the HTML, keeps those of this page, shows the
 * panel and talks to the service worker. The token never comes here.
 */
export const startPageBridge = (win: Window) => {
  const captured = new Map<string, unknown>();
  const hashes = new Map<string, string>();
  const mentioned = new Set<string>();
  let panel: Panel | null = null;
  let inline: ReturnType<typeof watchLibraryIds> | null = null;
  let formatChanged = false;
  const pending: unknown[] = [];
  /** Items of this page that cannot be read, by id, with the reason; told in the panel and the popup. */
  const unread = new Map<string, string>();
  let unreadTold = '';

  const tellUnread = () => {
    const summary = summariseUnread(unread);
    const key = JSON.stringify(summary);
    if (key === unreadTold) return;
    unreadTold = key;
    panel?.setUnread(summary);
    void send({ type: 'page-unread', ...summary, reasons: summary.reasons.slice(0, 20) });
  };

  const noteUnread = (items: UnreadItem[]) => {
    for (const { key, reason } of items) if (!captured.has(key)) unread.set(key, reason);
  };

  const refreshStatus = async () => {
    const status = await send<PageStatusView>({ type: 'get-page-status' });
    if (status && panel) panel.setStatus(status);
  };

  const show = (items: unknown[]) => {
    if (!panel) {
      pending.push(...items);
      return;
    }
    panel.addAds(items.flatMap((raw) => previewOf(raw) ?? []));
    inline?.rescan();
  };

  const take = (items: unknown[]) => {
    const fresh: Record<string, unknown>[] = [];
    const changed: Record<string, unknown>[] = [];
    for (const raw of items) {
      const id = adArchiveIdOf(raw);
      if (!id || !isAdSized(raw)) continue;
      const hash = contentHash(raw);
      if (!captured.has(id)) fresh.push(raw as Record<string, unknown>);
      else if (hashes.get(id) !== hash) changed.push(raw as Record<string, unknown>);
      captured.set(id, raw);
      hashes.set(id, hash);
      for (const other of mentionedLibraryIds(raw)) mentioned.add(other);
      // Read, but not an ad the library can keep (the server maps it the same way and refuses it).
      const mapped = mapAd(raw);
      if (mapped.ok) unread.delete(id);
      else unread.set(id, mapped.reason);
    }
    if (fresh.length) show(fresh);
    // A changed ad (it stopped running, new texts) goes again; the worker decides whether to send.
    const ads = [...fresh, ...changed];
    for (let i = 0; i < ads.length; i += MAX_ADS_PER_MESSAGE)
      void send({ type: 'ads-captured', ads: ads.slice(i, i + MAX_ADS_PER_MESSAGE) });
  };

  // Parsing waits for an idle moment so the page's own rendering goes first.
  const readLater = (text: string) =>
    win.setTimeout(() => {
      try {
        const { items, unread: notRead } = readAnswer(text);
        if (isUnrecognisedResults(text, items.length)) {
          formatChanged = true;
          panel?.notice(TEXTS.formatChanged);
        }
        if (items.length) take(items);
        noteUnread(notRead);
        tellUnread();
      } catch {
        // a body we cannot read is simply not captured
      }
    }, 0);

  acceptPageChannel(win.document, ({ url, text }) => {
    if (isAdDataUrl(url, win.location.href)) readLater(text);
  });
  watchEmbeddedJson(win.document, readLater);

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
        for (let i = 0; i < ads.length; i += MAX_ADS_PER_MESSAGE) {
          const result = await act({ type: 'capture-search', ads: ads.slice(i, i + MAX_ADS_PER_MESSAGE) });
          if (!result.ok) return result;
          queued += result.count ?? 0;
        }
        void refreshStatus();
        return { ok: true, message: TEXTS.queued(queued) };
      },
      openOptions: () => void act({ type: 'open-options' }),
    });
    if (formatChanged) panel.notice(TEXTS.formatChanged);
    panel.setUnread(summariseUnread(unread));
    inline = watchLibraryIds(win.document, {
      placeable: (id) => captured.has(id) && !mentioned.has(id),
      save: (id) => saveFavorite(id, null),
    });
    show(pending.splice(0));
    void refreshStatus();
    win.setInterval(() => void refreshStatus(), STATUS_REFRESH_MS);
  };
  if (win.document.readyState === 'loading')
    win.document.addEventListener('DOMContentLoaded', mount, { once: true });
  else mount();
};
