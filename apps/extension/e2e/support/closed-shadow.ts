import type { Page } from 'playwright-core';
import { eventually } from './extension-browser';

type Point = { x: number; y: number };

/**
 * The test's way into the extension's closed shadow roots, which page scripts (and Playwright's
 * locators) cannot enter: the DevTools protocol lists closed roots (DOM.getDocument with pierce)
 * and hands a reference to one to the test only. Clicks go through the real mouse, so they are
 * trusted like a user's; `scriptClick` is what a page script with a reference would do.
 */
export const closedShadow = async (page: Page, hostSelector: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  const rootObject = async () => {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: hostSelector });
    if (!nodeId) return null;
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1, pierce: true });
    const shadow = node.shadowRoots?.[0];
    if (!shadow) return null;
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId });
    return { id: object.objectId!, mode: shadow.shadowRootType };
  };
  const run = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const root = await rootObject();
    if (!root) throw new Error(`no shadow root under ${hostSelector}`);
    const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
      objectId: root.id,
      functionDeclaration: fn,
      arguments: args.map((value) => ({ value })),
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  };
  const text = () => run<string>('function () { return this.textContent; }');
  return {
    mode: async () => (await rootObject())?.mode ?? null,
    text,
    /** Waits until the root shows `expected` (polls; never a fixed sleep). */
    waitForText: (expected: string | RegExp) =>
      eventually(
        async () => {
          const now = await text();
          return (typeof expected === 'string' ? now.includes(expected) : expected.test(now))
            ? now
            : undefined;
        },
        `"${String(expected)}" in ${hostSelector}`,
      ),
    count: (selector: string) =>
      run<number>('function (s) { return this.querySelectorAll(s).length; }', selector),
    textOf: (selector: string) =>
      run<string | null>('function (s) { return this.querySelector(s)?.textContent ?? null; }', selector),
    /** A user's click: the real mouse at the element's centre. */
    click: async (selector: string) => {
      const at = await run<Point | null>(
        `function (s) {
          const el = this.querySelector(s);
          if (!el) return null;
          el.scrollIntoView({ block: 'center' });
          const r = el.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }`,
        selector,
      );
      if (!at) throw new Error(`nothing matches ${selector} in ${hostSelector}`);
      await page.mouse.click(at.x, at.y);
    },
    /** What a page script holding the element could do: .click() and a dispatched click. */
    scriptClick: (selector: string) =>
      run<void>(
        `function (s) {
          const el = this.querySelector(s);
          el.click();
          el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
        }`,
        selector,
      ),
    /** Picks an option by its label (the value is read when the user clicks Save). */
    selectOption: (selector: string, label: string) =>
      run<void>(
        `function (s, label) {
          const select = this.querySelector(s);
          select.value = [...select.options].find((o) => o.textContent === label).value;
        }`,
        selector,
        label,
      ),
  };
};

/** Evaluates in the extension's content-script world of the page (as a page script never can). */
export const inContentScript = async <T>(page: Page, expression: string): Promise<T> => {
  const cdp = await page.context().newCDPSession(page);
  const contexts: { id: number; name: string; auxData?: { type?: string } }[] = [];
  cdp.on('Runtime.executionContextCreated', (e) => contexts.push(e.context));
  await cdp.send('Runtime.enable');
  const context = await eventually(
    async () => contexts.find((c) => c.auxData?.type === 'isolated' && c.name === 'SniperAds'),
    "the extension's content-script world",
  );
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    contextId: context.id,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value as T;
};
