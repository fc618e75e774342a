import { gunzipSync } from 'node:zlib';
import type { AlarmPort, BackgroundDeps } from '../src/background/deps';
import { createQueue } from '../src/background/queue';
import { createMutex } from '../src/shared/mutex';
import type { KeyValueStore, Settings } from '../src/shared/storage';
import { allCreatedReport, DEFAULT_INGEST_LIMITS, sessionData, testUuid } from './api-answers';

/** chrome.storage.local in memory, with values copied in and out as Chrome does. */
export const memoryStore = (initial: Record<string, unknown> = {}) => {
  const data = new Map<string, unknown>(Object.entries(structuredClone(initial)));
  const store: KeyValueStore = {
    get: async (keys) =>
      Object.fromEntries(keys.filter((k) => data.has(k)).map((k) => [k, structuredClone(data.get(k))])),
    set: async (items) => {
      for (const [k, v] of Object.entries(items)) data.set(k, structuredClone(v));
    },
    remove: async (keys) => {
      for (const k of keys) data.delete(k);
    },
  };
  return { store, data };
};

/** chrome.alarms reduced to the one alarm: when it is due, or null. */
export const fakeAlarms = () => {
  const state = { at: null as number | null };
  const port: AlarmPort = {
    schedule: async (at) => {
      state.at = at;
    },
    clear: async () => {
      state.at = null;
    },
  };
  return { port, state };
};

export type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string>; raw?: string }
  | 'network-error';

/** A scripted server: each request gets the next reply for its path (the last one repeats). */
export const fakeServer = (routes: Record<string, Reply[] | ((call: Call) => Reply)>) => {
  const calls: Call[] = [];
  const served = new Map<string, number>();
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    let body: unknown;
    if (init?.body instanceof ArrayBuffer) body = JSON.parse(gunzipSync(Buffer.from(init.body)).toString());
    else if (typeof init?.body === 'string') body = JSON.parse(init.body);
    const call = { url, method: init?.method ?? 'GET', headers, body };
    calls.push(call);
    const path = new URL(url).pathname;
    const route = routes[path];
    if (!route) return new Response('not found', { status: 404 });
    let reply: Reply;
    if (typeof route === 'function') reply = route(call);
    else {
      const n = served.get(path) ?? 0;
      served.set(path, n + 1);
      reply = route[Math.min(n, route.length - 1)]!;
    }
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.raw ?? JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;
  return { fetch: fakeFetch, calls };
};

export const SETTINGS: Settings = {
  serverUrl: 'https://sniper.test',
  token: 'sa_abcdefghijkl_segredo-123',
  autoCapture: true,
};

export const sessionBody = (ingest = DEFAULT_INGEST_LIMITS) => ({
  success: true,
  data: sessionData({ name: 'Ana Souza', email: 'ana@example.com' }, ingest),
});

/** Accepts every ad: created the first time an id is seen, unchanged after. */
export const ingestOk = (call: Call): Reply => {
  const ads = (call.body as { ads: { ad_archive_id: string }[] }).ads;
  return { status: 200, body: { success: true, data: allCreatedReport(ads, (_, index) => testUuid(index)) } };
};

export const makeDeps = (opts: { store?: KeyValueStore; fetch: typeof fetch; now?: { t: number } }) => {
  const store = opts.store ?? memoryStore({ settings: SETTINGS }).store;
  const clock = opts.now ?? { t: 1_800_000_000_000 };
  const alarms = fakeAlarms();
  const opened = { options: 0 };
  const deps: BackgroundDeps = {
    store,
    queue: createQueue(store),
    lock: createMutex(),
    alarms: alarms.port,
    fetch: opts.fetch,
    now: () => clock.t,
    random: () => 0.5,
    openOptions: async () => {
      opened.options++;
    },
  };
  return { deps, alarms: alarms.state, clock, opened };
};
