/** The router's own pending delay: past it, the screen shows its pending state as before. */
export const FIRST_LOAD_WAIT_MS = 1000;

/**
 * Loads the address being entered before the router is first drawn, for at most `waitMs`.
 *
 * Mounted unloaded, the router draws nothing, loads, and then draws the screen in a second,
 * synchronous render (its store is read with useSyncExternalStore, whose updates React never
 * time-slices): on /login one 50–70 ms task on a fast desktop, 4× that on a mid-range phone. Drawn
 * after its load, the screen is the first render's, which React splits into short tasks when it
 * runs in a transition (main.tsx). A load still running after `waitMs` carries on while the
 * router mounts (it starts no second one) and the screen's pending state shows as before.
 */
export const loadBeforeFirstRender = (load: () => Promise<void>, waitMs = FIRST_LOAD_WAIT_MS) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void load()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
