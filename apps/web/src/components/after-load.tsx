import { type ComponentType, lazy, type ReactNode, useEffect, useState } from 'react';

/**
 * Resolves once the page has loaded, `settleMs` more have passed and the browser is idle (or
 * `timeoutMs` after that at the latest).
 */
export const whenIdleAfterLoad = (settleMs = 0, timeoutMs = 2000) =>
  new Promise<void>((resolve) => {
    // A module-level preload (lazyAfterLoad) may outlive its page: a test file's environment is
    // torn down before the settle time ends. With no window left there is nothing to load.
    const idle = () => {
      if (typeof window === 'undefined') return;
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else setTimeout(resolve, 1);
    };
    const settled = () => (settleMs > 0 ? setTimeout(idle, settleMs) : idle());
    if (document.readyState === 'complete') settled();
    else window.addEventListener('load', settled, { once: true });
  });

/**
 * How long after the load what the first screen does not draw waits (menus' code, the phone's
 * drawer, the install card): the first screen's own work, its images and the user's first taps
 * go first, and a phone's main thread is quiet before they arrive.
 */
export const SETTLE_MS = 3000;

/**
 * A component from a file of its own, fetched once the page has settled (or as soon as it is
 * first rendered): out of the first download, ready before it is needed.
 */
export const lazyAfterLoad = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  if (typeof window !== 'undefined') void whenIdleAfterLoad(SETTLE_MS).then(loadOnce);
  return lazy(async () => ({ default: await loadOnce() }));
};

/**
 * Renders its children once the page has loaded (and `settleMs` more have passed) and the browser
 * is idle: for what nobody needs in the first seconds, so it neither delays the first paint nor
 * competes with the page's own work and the user's first taps.
 */
export function AfterLoad({ children, settleMs = 0 }: { children: ReactNode; settleMs?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void whenIdleAfterLoad(settleMs).then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [settleMs]);
  return ready ? children : null;
}
