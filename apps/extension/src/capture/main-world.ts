import { hookFetch, hookXhr, takeOriginals } from './network-hooks';
import { openPageChannel } from './page-channel';

/**
 * Runs in the page's own world at document_start, before any page script: sees the answers the
 * page loads and passes their text, over the private channel, to the extension's content script,
 * which parses them. It holds no token, parses nothing and calls no server.
 */
export const startCapture = (win: Window & typeof globalThis) => {
  const originals = takeOriginals(win);
  const emit = openPageChannel(win);
  hookFetch(win, originals, emit);
  hookXhr(win, originals, emit);
};
