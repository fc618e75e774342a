/** Sends one answer's final URL and text to the extension (see page-channel). */
type Emit = (url: string, text: string) => void;

type Getter<T> = (self: unknown) => T;

/**
 * The built-ins the hooks call, taken when the script is injected at document_start, before any
 * page script runs. A page script may later replace window.fetch, Response.prototype.text,
 * Promise.prototype.then, the XMLHttpRequest getters or JSON.parse: the hooks never look them up
 * again, so what they read is what the browser received. (Parsing is not done here at all: the
 * text goes to the extension's own world, whose built-ins the page cannot touch.)
 */
export const takeOriginals = (win: Window & typeof globalThis) => {
  const call = win.Function.prototype.call;
  const method = <F extends (...args: never[]) => unknown>(fn: F) =>
    call.bind(fn) as unknown as (self: unknown, ...args: Parameters<F>) => ReturnType<F>;
  const getter = <T>(proto: object, name: string): Getter<T> => {
    const get = win.Object.getOwnPropertyDescriptor(proto, name)?.get;
    if (!get) throw new Error(`no ${name} getter`);
    return call.bind(get) as Getter<T>;
  };
  const xhr = win.XMLHttpRequest.prototype;
  return {
    apply: win.Reflect.apply,
    fetch: win.fetch,
    afterSettled: call.bind(win.Promise.prototype.then) as (
      promise: unknown,
      onFulfilled: (value: never) => void,
      onRejected: () => void,
    ) => unknown,
    clone: method(win.Response.prototype.clone),
    text: method(win.Response.prototype.text),
    responseUrl: getter<string>(win.Response.prototype, 'url'),
    send: xhr.send,
    listen: call.bind(win.EventTarget.prototype.addEventListener) as (
      target: unknown,
      type: string,
      listener: (event: Event) => void,
    ) => void,
    xhrUrl: getter<string>(xhr, 'responseURL'),
    xhrType: getter<string>(xhr, 'responseType'),
    xhrText: getter<string>(xhr, 'responseText'),
    isTrusted: (event: Event) => event.isTrusted === true,
    includes: method(win.String.prototype.includes),
  };
};
export type Originals = ReturnType<typeof takeOriginals>;

const ignore = () => undefined;

/** A cheap first filter; the extension's world checks origin and path properly (isAdDataUrl). */
const mayHoldAds = (o: Originals, url: string) =>
  o.includes(url, '/api/graphql') || o.includes(url, '/ads/library/async/');

/**
 * Wraps window.fetch so the page's own Ad Library answers are read from a clone. The page gets
 * the very promise the browser returned, and a failure here never reaches it. The URL read is
 * the response's own (a Response the page builds itself has none).
 */
export const hookFetch = (win: Window & typeof globalThis, o: Originals, emit: Emit) => {
  const read = (response: Response) => {
    try {
      const url = o.responseUrl(response);
      if (mayHoldAds(o, url))
        o.afterSettled(o.text(o.clone(response)), (text: string) => emit(url, text), ignore);
    } catch {
      // not a browser Response, or a body already used: nothing to capture
    }
  };
  win.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
    const pending = o.apply(o.fetch, this ?? win, args) as Promise<Response>;
    try {
      o.afterSettled(pending, read, ignore);
    } catch {
      // never break the page's request
    }
    return pending;
  } as typeof fetch;
};

/**
 * Same for XMLHttpRequest, which the Ad Library uses for most of its GraphQL calls: on the
 * browser's own load event (a page-dispatched one is not trusted), the final URL and text.
 */
export const hookXhr = (win: Window & typeof globalThis, o: Originals, emit: Emit) => {
  win.XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: unknown[]) {
    try {
      o.listen(this, 'load', (event) => {
        if (!o.isTrusted(event)) return;
        try {
          const type = o.xhrType(this);
          if (type !== '' && type !== 'text') return;
          const url = o.xhrUrl(this);
          if (mayHoldAds(o, url)) emit(url, o.xhrText(this));
        } catch {
          // not an XMLHttpRequest, or an unreadable answer: nothing to capture
        }
      });
    } catch {
      // keep going: the request matters more than the capture
    }
    o.apply(o.send, this, args);
  };
};
