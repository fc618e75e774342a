import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { AfterLoad, SETTLE_MS } from './after-load';

// What no page needs for its first paint: each arrives when it is first needed.
const Toaster = lazy(() => import('./toaster'));
const UpdatePrompt = lazy(() => import('./pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** Toasts: the toaster mounts with the first one (toasts wait in @mantine/notifications' store). */
export function ToasterWhenNeeded() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The service worker's registration and its update prompt, once the page has settled: the worker
 * then downloads the whole app for offline use, which must not compete with the first screen and
 * the user's first taps (the same settling time as the menus' code).
 */
export function UpdatePromptAfterLoad() {
  return (
    <AfterLoad settleMs={SETTLE_MS}>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </AfterLoad>
  );
}
