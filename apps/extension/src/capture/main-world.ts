import { MAX_ITEMS_PER_MESSAGE, pageMessage, unrecognisedMessage } from '../shared/page-message';
import { watchEmbeddedJson } from './embedded';
import { adsInJson, adsInText, isUnrecognisedResults } from './extract';
import { hookFetch, hookXhr } from './network-hooks';

/**
 * Runs in the page's own world at document_start: sees what the page loads and passes the ad
 * items found to the extension's content script. It holds no token and calls no server.
 */
export const startCapture = (win: Window & typeof globalThis) => {
  const post = (items: unknown[]) => {
    for (let i = 0; i < items.length; i += MAX_ITEMS_PER_MESSAGE)
      win.postMessage(pageMessage(items.slice(i, i + MAX_ITEMS_PER_MESSAGE)), win.location.origin);
  };
  // Parsing waits for an idle moment so the page's own rendering goes first.
  const later = (task: () => unknown[]) =>
    win.setTimeout(() => {
      try {
        const items = task();
        if (items.length) post(items);
      } catch {
        // a body we cannot read is simply not captured
      }
    }, 0);
  const fromText = (text: string) => {
    const items = adsInText(text);
    if (isUnrecognisedResults(text, items.length))
      win.postMessage(unrecognisedMessage(), win.location.origin);
    return items;
  };
  const sink = (body: { text: string } | { json: unknown }) =>
    later(() => ('text' in body ? fromText(body.text) : adsInJson(body.json)));
  hookFetch(win, sink);
  hookXhr(win, sink);
  watchEmbeddedJson(win.document, (text) => later(() => fromText(text)));
};
