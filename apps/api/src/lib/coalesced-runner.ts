/**
 * One run at a time, for background work woken by many callers (the outbox, background jobs): a
 * call while a run is in flight joins it and asks it to go round once more, since work may have
 * arrived after the run last looked. A failure goes to `onError`, never to the caller; `stop()`
 * ends the rounds and waits for the one in hand.
 */
export const createCoalescedRunner = (
  pass: (isStopped: () => boolean) => Promise<void>,
  onError: (err: unknown) => void,
) => {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass(isStopped);
        } while (again && !stopped);
      } catch (err) {
        onError(err);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    run,
    /** Starts a run soon, off the caller's request. */
    wake() {
      if (!stopped) setImmediate(() => void run());
    },
    isStopped,
    async stop() {
      stopped = true;
      await running;
    },
  };
};
