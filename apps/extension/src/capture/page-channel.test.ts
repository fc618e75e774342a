// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { acceptPageChannel, type CapturedBody, CHANNEL_EVENTS, openPageChannel } from './page-channel';

const win = window as unknown as Window & typeof globalThis;
const fresh = () => {
  document.documentElement.innerHTML = '<head></head><body></body>';
  const got: CapturedBody[] = [];
  return { got, accept: () => acceptPageChannel(document, (b) => got.push(b)) };
};

/** Everything a page script could hear on the document while the extension talks. */
const eavesdrop = () => {
  const heard: string[] = [];
  for (const type of Object.values(CHANNEL_EVENTS))
    document.addEventListener(
      type,
      (e) => heard.push(`${type}:${String((e as CustomEvent).detail ?? '')}`),
      true,
    );
  return heard;
};

describe('private channel from the page script to the extension', () => {
  it('connects whichever of the two document_start scripts runs first', () => {
    const a = fresh();
    const isolatedFirst = a.accept();
    const emitA = openPageChannel(win);
    expect(isolatedFirst.isConnected()).toBe(true);
    emitA('https://www.facebook.com/api/graphql/', 'for (;;);{"a":1}\nsecond line');
    expect(a.got).toEqual([
      { url: 'https://www.facebook.com/api/graphql/', text: 'for (;;);{"a":1}\nsecond line' },
    ]);

    const b = fresh();
    const emitB = openPageChannel(win);
    const mainFirst = b.accept();
    expect(mainFirst.isConnected()).toBe(true);
    emitB('https://www.facebook.com/api/graphql/', 'x');
    expect(b.got).toEqual([{ url: 'https://www.facebook.com/api/graphql/', text: 'x' }]);
  });

  it('is neither heard nor fed by a page script that runs after the hand-over', () => {
    const { got, accept } = fresh();
    const channel = accept();
    const emit = openPageChannel(win);
    const heard = eavesdrop();
    // What a page script can try: ask for the channel, offer its own, post in the old format.
    document.dispatchEvent(new CustomEvent(CHANNEL_EVENTS.hello));
    const mine = document.createElement('div');
    const stolen: string[] = [];
    mine.addEventListener(CHANNEL_EVENTS.capture, (e) => stolen.push(String((e as CustomEvent).detail)));
    document.dispatchEvent(new MouseEvent(CHANNEL_EVENTS.offer, { relatedTarget: mine }));
    document.dispatchEvent(
      new CustomEvent(CHANNEL_EVENTS.capture, { detail: 'https://www.facebook.com/api/graphql/\nforged' }),
    );
    window.dispatchEvent(
      new CustomEvent(CHANNEL_EVENTS.capture, { detail: 'https://www.facebook.com/api/graphql/\nforged' }),
    );
    emit('https://www.facebook.com/api/graphql/', 'real');
    expect(channel.isConnected()).toBe(true);
    expect(got).toEqual([{ url: 'https://www.facebook.com/api/graphql/', text: 'real' }]);
    expect(stolen).toEqual([]);
    // The page heard only its own events: no offer of the private element, no capture.
    expect(heard.filter((h) => h.startsWith(CHANNEL_EVENTS.offer))).toHaveLength(1);
    expect(heard.some((h) => h.includes('real'))).toBe(false);
  });

  it('keeps sending after the page replaces dispatchEvent and CustomEvent', () => {
    const { got, accept } = fresh();
    accept();
    const emit = openPageChannel(win);
    const dispatch = EventTarget.prototype.dispatchEvent;
    const Custom = window.CustomEvent;
    const seen: unknown[] = [];
    try {
      EventTarget.prototype.dispatchEvent = function (this: EventTarget) {
        seen.push(this);
        return false;
      };
      (window as unknown as { CustomEvent: unknown }).CustomEvent = class {};
      emit('https://www.facebook.com/api/graphql/', 'real');
    } finally {
      EventTarget.prototype.dispatchEvent = dispatch;
      window.CustomEvent = Custom;
    }
    expect(seen).toEqual([]);
    expect(got.map((b) => b.text)).toEqual(['real']);
  });
});
