// Data asked for while the page is parsed, before any of the app's code has arrived.
//
// On a signed-in cold start a screen's requests could otherwise only leave once the app's first
// batch (~150 KB brotli) had downloaded and run, and its loader's file with it. The addresses below
// are the ones the screens' API clients ask for when the screen opens at its defaults
// (early-requests.test.ts checks they match). The build writes them into index.html's boot script
// (build/boot-preload.ts), which sends them with a live stored token and leaves the answers in
// `window[EARLY_GLOBAL]`; the API client adopts an answer once, for the same address and token,
// instead of sending the call again. Only read requests, only at start-up: anything later asks
// the API. This file imports nothing: the build reads it too.

/** What each screen, opened without search parameters, asks for first. */
export const EARLY_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/dashboard/'],
  '/mineracao': ['/api/advertisements/?page=1&per_page=6', '/api/favorites/advertisement-ids'],
  '/admin/usuarios': ['/api/admin/users?page=1&limit=15'],
};

/** An early answer older than this is not adopted: the screen asks again. */
export const EARLY_MAX_AGE_MS = 10_000;

/** Where the boot script leaves what it sent: API path → {token, at, response}. */
export const EARLY_GLOBAL = '__sniperadsEarly';

interface Early {
  token: string;
  at: number;
  response: Promise<Response>;
}

const sent = () => (globalThis as Record<string, unknown>)[EARLY_GLOBAL] as Record<string, Early> | undefined;

/** The early answer for a GET of `path` with `token`, once; undefined when there is none. */
export const takeEarly = (path: string, token: string | null, now = Date.now()) => {
  const all = sent();
  const early = all?.[path];
  if (!all || !early) return undefined;
  delete all[path];
  return early.token === token && now - early.at <= EARLY_MAX_AGE_MS ? early.response : undefined;
};

/** Forgets every early answer not taken (tests). */
export const forgetEarly = () => {
  delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
};
