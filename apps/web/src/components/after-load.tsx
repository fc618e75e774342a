import { type ReactNode, useEffect, useState } from 'react';

/** Resolves once the page has loaded and the browser is idle (or after `timeoutMs` at the latest). */
export const whenIdleAfterLoad = (timeoutMs = 2000) =>
  new Promise<void>((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
        : setTimeout(resolve, 1);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * Renders its children once the page has loaded and the browser is idle: for what nobody needs
 * in the first second (toasts, the update prompt, the install card), so it neither delays the
 * first paint nor competes with the page's own work.
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void whenIdleAfterLoad().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  return ready ? children : null;
}
