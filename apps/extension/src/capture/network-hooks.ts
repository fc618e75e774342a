import { isAdDataUrl } from './extract';

type Sink = (body: { text: string } | { json: unknown }) => void;

/**
 * Wraps window.fetch so the page's own Ad Library answers are read from a clone. The page gets
 * the original response untouched, and a failure here never reaches it.
 */
export const hookFetch = (win: Window & typeof globalThis, sink: Sink) => {
  const original = win.fetch;
  const wrapped = async function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const response = await original.call(this ?? win, input, init);
    try {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (isAdDataUrl(url, win.location.href)) {
        response
          .clone()
          .text()
          .then((text) => sink({ text }))
          .catch(() => undefined);
      }
    } catch {
      // never break the page's request
    }
    return response;
  };
  win.fetch = wrapped as typeof fetch;
};

const urls = new WeakMap<XMLHttpRequest, string>();

/** Same for XMLHttpRequest, which the Ad Library uses for most of its GraphQL calls. */
export const hookXhr = (win: Window & typeof globalThis, sink: Sink) => {
  const proto = win.XMLHttpRequest.prototype;
  const open = proto.open;
  const send = proto.send;
  proto.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    try {
      urls.set(this, String(args[1]));
    } catch {
      // keep going: the request matters more than the capture
    }
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof proto.open;
  proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const url = urls.get(this);
    if (url && isAdDataUrl(url, win.location.href)) {
      this.addEventListener('load', () => {
        try {
          if (this.responseType === '' || this.responseType === 'text') sink({ text: this.responseText });
          else if (this.responseType === 'json') sink({ json: this.response });
        } catch {
          // unreadable response: nothing to capture
        }
      });
    }
    return send.call(this, body);
  };
};
