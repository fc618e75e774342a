import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hookFetch, hookXhr, takeOriginals } from './network-hooks';

const REAL = 'for (;;);{"data":{"ad_library_main":"real"}}';

/** Just enough of XMLHttpRequest for the hooks: the getters they take, on the prototype. */
class FakeXhr extends EventTarget {
  get responseURL() {
    return 'https://www.facebook.com/api/graphql/';
  }
  get responseType() {
    return '';
  }
  get responseText() {
    return REAL;
  }
  send() {}
}

const server = createServer((req, res) => res.end(req.url?.startsWith('/api/graphql') ? REAL : 'other'));
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const install = () => {
  const win = {
    Function,
    Reflect,
    Promise,
    Response,
    Object,
    String,
    EventTarget,
    XMLHttpRequest: FakeXhr,
    fetch: globalThis.fetch,
  } as unknown as Window & typeof globalThis;
  const emitted: { url: string; text: string }[] = [];
  const originals = takeOriginals(win);
  const emit = (url: string, text: string) => emitted.push({ url, text });
  hookFetch(win, originals, emit);
  hookXhr(win, originals, emit);
  return { win, emitted };
};

describe('page-world hooks', () => {
  it('read what the browser received even after the page replaces the built-ins they use', async () => {
    const { win, emitted } = install();
    const saved = {
      text: Response.prototype.text,
      clone: Response.prototype.clone,
      includes: String.prototype.includes,
    };
    try {
      // A page script, after the extension started, rigging what a reader of the answer sees.
      Response.prototype.text = async () => 'for (;;);{"forged":true}';
      Response.prototype.clone = function (this: Response) {
        return new Response('for (;;);{"forged":true}');
      };
      String.prototype.includes = () => true;
      const res = await win.fetch(`${base}/api/graphql/`);
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(emitted).toHaveLength(1));
    } finally {
      Object.assign(Response.prototype, { text: saved.text, clone: saved.clone });
      String.prototype.includes = saved.includes;
    }
    expect(emitted).toEqual([{ url: `${base}/api/graphql/`, text: REAL }]);
  });

  it('leave answers of other endpoints alone', async () => {
    const { win, emitted } = install();
    expect(await (await win.fetch(`${base}/ajax/bz`)).text()).toBe('other');
    await (await win.fetch(`${base}/api/graphql/`)).text();
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(emitted[0]?.url).toBe(`${base}/api/graphql/`);
  });

  it('ignore a load event a page script dispatches on a request', () => {
    const { win, emitted } = install();
    const xhr = new win.XMLHttpRequest();
    xhr.send();
    xhr.dispatchEvent(new Event('load'));
    expect(emitted).toEqual([]);
  });
});
