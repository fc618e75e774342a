import type { ActionResult } from '../shared/messages';
import { h } from './dom';

/** The id line each Ad Library card shows, in Portuguese or English. */
export const LIBRARY_ID_TEXT = /(?:ID da biblioteca|Library ID)\s*:\s*(\d{5,30})/;
const MARK = 'data-sniperads-inline';
const CSS = `button { font: 600 12px system-ui, sans-serif; color: #e8590c; background: #fff;
  border: 1px solid #e8590c; border-radius: 6px; padding: 2px 8px; margin: 4px 0; cursor: pointer; }
  button:disabled { opacity: .6; } span { font: 12px system-ui, sans-serif; margin-left: 6px; }
  span[data-tone=ok] { color: #2b8a3e; } span[data-tone=error] { color: #c92a2a; }`;

/** The library ids shown in text under `root`, with the element showing each. */
export const findLibraryIds = (root: Node): { id: string; element: Element }[] => {
  const found: { id: string; element: Element }[] = [];
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const match = LIBRARY_ID_TEXT.exec(node.textContent ?? '');
    const element = node.parentElement;
    if (match?.[1] && element && !element.closest(`[${MARK}]`) && !element.hasAttribute(`${MARK}-done`))
      found.push({ id: match[1], element });
  }
  return found;
};

/**
 * A convenience only: next to the "ID da biblioteca" text of each card, a small 'Salvar no
 * SniperAds' button. Capture never depends on this markup; if Facebook changes it, the panel
 * still lists every ad.
 */
export const watchLibraryIds = (doc: Document, save: (id: string) => Promise<ActionResult>) => {
  const decorate = (root: Node) => {
    for (const { id, element } of findLibraryIds(root)) {
      element.setAttribute(`${MARK}-done`, '');
      const host = h('span', { [MARK]: id });
      const shadow = host.attachShadow({ mode: 'open' });
      const note = h('span', { 'aria-live': 'polite' });
      const button = h('button', { type: 'button' }, 'Salvar no SniperAds');
      button.addEventListener('click', async (event) => {
        event.preventDefault();
        event.stopPropagation();
        button.disabled = true;
        const result = await save(id);
        button.disabled = false;
        note.textContent = result.message;
        note.dataset.tone = result.ok ? 'ok' : 'error';
      });
      shadow.append(h('style', {}, CSS), button, note);
      element.after(host);
    }
  };
  let pending: Node[] = [];
  let timer: number | null = null;
  const flush = () => {
    timer = null;
    const roots = pending;
    pending = [];
    for (const root of roots) if (root.isConnected) decorate(root);
  };
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) if (!(n instanceof Element && n.hasAttribute(MARK))) pending.push(n);
    // Cards arrive in bursts while the user scrolls: decorate once the burst is over.
    if (pending.length && timer === null) timer = window.setTimeout(flush, 300);
  }).observe(doc.body, { childList: true, subtree: true });
  decorate(doc.body);
};
