import type { Mutex } from '../shared/mutex';
import type { KeyValueStore } from '../shared/storage';
import type { Queue } from './queue';

/** chrome.alarms, reduced to the one alarm the sender needs. */
export type AlarmPort = { schedule(at: number): Promise<void>; clear(): Promise<void> };

/** What the background logic touches; the worker passes chrome's, tests pass fakes. */
export type BackgroundDeps = {
  store: KeyValueStore;
  queue: Queue;
  /** Every read-modify-write of storage runs under it. */
  lock: Mutex;
  alarms: AlarmPort;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  openOptions: () => Promise<void>;
};

export const FLUSH_ALARM = 'sniperads-flush';
