import { setTimeout as pause } from 'node:timers/promises';

/**
 * Reads `read()` until `done(value)` holds and returns that value: for work the API finishes after
 * answering (usage counters, media downloads). Polls every few milliseconds, so a fast machine
 * waits little and a busy one gets until the deadline, then fails naming what never happened.
 */
export const until = async <T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting until ${what}; last: ${JSON.stringify(value)}`,
      );
    }
    await pause(5);
  }
};
