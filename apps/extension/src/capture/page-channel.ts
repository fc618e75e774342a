/**
 * The private channel between the page-world capture script (MAIN) and the extension's content
 * script (ISOLATED). No zod or contract code here: the MAIN side is bundled into the page script.
 *
 * Why it cannot be forged or overheard: the ISOLATED side makes a detached element that no page
 * script can reach, and hands it to the MAIN side at document_start, when Chrome has run no page
 * script yet. The hand-over is a synchronous event on the document (dispatchEvent runs every
 * listener before it returns) carrying the element as `relatedTarget`, which, unlike
 * CustomEvent.detail objects, crosses worlds. Both sides then drop their document listeners; from
 * then on captures are events dispatched on the detached element, which nothing but the two
 * closures holds. Chrome does not promise which of the two document_start scripts runs first, so
 * whichever runs second completes the hand-over: the MAIN side announces itself (HELLO) in case
 * the ISOLATED side is already listening, and the ISOLATED side offers the element (OFFER) at
 * start and again on HELLO. The MAIN side acknowledges on the private element, after which the
 * ISOLATED side stops answering HELLO, so a later page script saying HELLO gets nothing. (Were the
 * MAIN script never to run, which Chrome's document_start injection of both manifest scripts rules
 * out, the first page script to say HELLO would get the element; see the unit and browser tests.)
 */
export const CHANNEL_EVENTS = {
  hello: 'sniperads:hello',
  offer: 'sniperads:offer',
  ready: 'sniperads:ready',
  capture: 'sniperads:capture',
} as const;

/** One answer the page received: its final URL and its text. */
export type CapturedBody = { url: string; text: string };

/**
 * ISOLATED side, at document_start. Calls `onBody` for each answer the MAIN side reads; never for
 * anything a page script posts or dispatches.
 */
export const acceptPageChannel = (doc: Document, onBody: (body: CapturedBody) => void) => {
  const channel = doc.createElement('sniperads-channel');
  let connected = false;
  const offer = () => {
    if (connected) return;
    doc.dispatchEvent(new MouseEvent(CHANNEL_EVENTS.offer, { relatedTarget: channel }));
  };
  const onHello = () => offer();
  channel.addEventListener(
    CHANNEL_EVENTS.ready,
    () => {
      connected = true;
      doc.removeEventListener(CHANNEL_EVENTS.hello, onHello);
    },
    { once: true },
  );
  channel.addEventListener(CHANNEL_EVENTS.capture, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'string') return;
    const cut = detail.indexOf('\n');
    if (cut > 0) onBody({ url: detail.slice(0, cut), text: detail.slice(cut + 1) });
  });
  doc.addEventListener(CHANNEL_EVENTS.hello, onHello);
  offer();
  return { isConnected: () => connected };
};

/**
 * MAIN side, at document_start, before any page script. Returns the function that sends an answer
 * to the extension (a no-op until the ISOLATED side has offered its element, which happens before
 * any page script runs). Every built-in it calls later is taken now, before the page can replace
 * them.
 */
export const openPageChannel = (win: Window & typeof globalThis) => {
  const doc = win.document;
  const dispatch = win.Function.prototype.call.bind(win.EventTarget.prototype.dispatchEvent) as (
    target: EventTarget,
    event: Event,
  ) => boolean;
  const CustomEventCtor = win.CustomEvent;
  let port: EventTarget | null = null;
  // Runs at document_start either way: during the HELLO below, or while the ISOLATED script starts.
  const onOffer = (event: Event) => {
    const target = (event as MouseEvent).relatedTarget;
    if (port || !target) return;
    port = target;
    doc.removeEventListener(CHANNEL_EVENTS.offer, onOffer);
    dispatch(port, new CustomEventCtor(CHANNEL_EVENTS.ready));
  };
  doc.addEventListener(CHANNEL_EVENTS.offer, onOffer);
  doc.dispatchEvent(new CustomEventCtor(CHANNEL_EVENTS.hello));
  return (url: string, text: string) => {
    if (!port) return;
    // A null-prototype init object: nothing the page puts on Object.prototype is read.
    const init = { __proto__: null, detail: `${url}\n${text}` } as unknown as CustomEventInit<string>;
    dispatch(port, new CustomEventCtor(CHANNEL_EVENTS.capture, init));
  };
};
