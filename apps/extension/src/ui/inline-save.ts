import type { ActionResult } from '../shared/messages';
import { h, onUserClick } from './dom';

/**
 * The card's id label in the languages Meta writes it: "Identificação da biblioteca: <id>" on the
 * Brazilian site (older pages said "ID da biblioteca"), "Library ID: <id>" in English,
 * "Identificador de la biblioteca: <id>" in Spanish. Compared in NFC (text with combining accents
 * reads the same) and in any case.
 */
const LABEL = String.raw`(?:ID da biblioteca|Identificação da biblioteca|Identificador de la biblioteca|Library ID)\s*:\s*(\d{5,30})`;
export const LIBRARY_ID_LABEL = new RegExp(String.raw`^\s*${LABEL}\s*$`, 'iu');
const MENTION = new RegExp(LABEL, 'giu');
const MAY_BE_LABEL = /biblioteca|Library ID/i;
const MARK = 'data-sniperads-inline';
const CSS = `button { font: 600 12px system-ui, sans-serif; color: #e8590c; background: #fff;
  border: 1px solid #e8590c; border-radius: 6px; padding: 2px 8px; margin: 4px 0; cursor: pointer; }
  button:disabled { opacity: .6; } span { font: 12px system-ui, sans-serif; margin-left: 6px; }
  span[data-tone=ok] { color: #2b8a3e; } span[data-tone=error] { color: #c92a2a; }`;

/**
 * Library ids that an ad's own texts mention (an advertiser may write "ID da biblioteca: N" in a
 * body): a label showing one of them may be ad text, so it gets no button.
 */
export const mentionedLibraryIds = (raw: unknown): string[] => {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'string')
      for (const m of value.normalize('NFC').matchAll(MENTION)) found.push(m[1] as string);
    else if (value && typeof value === 'object' && depth < 12)
      for (const v of Object.values(value)) visit(v, depth + 1);
  };
  visit(raw, 0);
  return found;
};

/** The elements under `root` whose whole text is a library id label, with the id each shows. */
export const findLibraryIds = (root: Node): { id: string; element: Element }[] => {
  const found: { id: string; element: Element }[] = [];
  const seen = new Set<Element>();
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Most text on the page is not a label: skip it before reading its element's whole text.
    if (!MAY_BE_LABEL.test(node.nodeValue ?? '')) continue;
    const element = node.parentElement;
    if (!element || seen.has(element)) continue;
    seen.add(element);
    if (element.closest(`[${MARK}]`) || element.hasAttribute(`${MARK}-done`)) continue;
    const match = LIBRARY_ID_LABEL.exec((element.textContent ?? '').normalize('NFC'));
    if (match?.[1]) found.push({ id: match[1], element });
  }
  return found;
};

export type InlineSaveOptions = {
  /** Only ads the extension captured from Meta's own answers (and no ad's text mentions). */
  placeable(id: string): boolean;
  /** Saves the captured data of that id. */
  save(id: string): Promise<ActionResult>;
};

/**
 * A convenience only: next to a card's library id label, a small 'Salvar no SniperAds' button,
 * for ads the extension captured (the label's text only says where; what is saved is the
 * captured item of that id). Capture never depends on this markup; if Facebook changes it, the
 * panel still lists every ad. The button lives in a closed shadow root and acts on trusted
 * clicks only.
 */
export const watchLibraryIds = (doc: Document, options: InlineSaveOptions) => {
  const placed = new Map<string, { host: Element; root: ShadowRoot }>();
  const decorate = (root: Node) => {
    for (const { id, element } of findLibraryIds(root)) {
      // Not captured (yet): looked at again on the next capture.
      if (!options.placeable(id)) continue;
      element.setAttribute(`${MARK}-done`, '');
      // One button per ad; a card Facebook re-rendered gets it again.
      if (placed.get(id)?.host.isConnected) continue;
      const host = h('span', { [MARK]: id });
      const shadow = host.attachShadow({ mode: 'closed' });
      const note = h('span', { 'aria-live': 'polite' });
      const button = h('button', { type: 'button' }, 'Salvar no SniperAds');
      onUserClick(button, async (event) => {
        event.preventDefault();
        event.stopPropagation();
        button.disabled = true;
        const result = await options.save(id);
        button.disabled = false;
        note.textContent = result.message;
        note.dataset.tone = result.ok ? 'ok' : 'error';
      });
      shadow.append(h('style', {}, CSS), button, note);
      element.after(host);
      placed.set(id, { host, root: shadow });
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
  // Cards arrive in bursts while the user scrolls: decorate once the burst is over.
  const schedule = () => {
    if (pending.length && timer === null) timer = window.setTimeout(flush, 300);
  };
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) if (!(n instanceof Element && n.hasAttribute(MARK))) pending.push(n);
    schedule();
  }).observe(doc.body, { childList: true, subtree: true });
  decorate(doc.body);
  return {
    /** New ads were captured: labels skipped so far may now get their button. */
    rescan() {
      pending.push(doc.body);
      schedule();
    },
    /** The closed root of an id's button, for the tests; nothing hands it to the page. */
    rootOf: (id: string) => placed.get(id)?.root ?? null,
  };
};
