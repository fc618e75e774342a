// Data asked for at start-up, before the screen's code has arrived.
//
// On a signed-in cold start the page's requests could only leave once its loader's file had
// downloaded and run, behind the app's own start-up and the other screen files it evaluates
// (on /admin/usuarios at 4× CPU throttling, ~0.7 s after the first request of the page). The
// addresses below are the ones the screens' API clients ask for when the screen opens at its
// defaults (early-requests.test.ts checks they match); main.tsx sends them with the session
// check, and the API client adopts an answer once, for the same address and token, instead of
// sending the call again. Only read requests, only at start-up: anything later asks the API.

/** What each screen, opened without search parameters, asks for first. */
export const EARLY_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/dashboard/'],
  '/mineracao': ['/api/advertisements/?page=1&per_page=6', '/api/favorites/advertisement-ids'],
  '/admin/usuarios': ['/api/admin/users?page=1&limit=15'],
};

/** An early answer older than this is not adopted: the screen asks again. */
export const EARLY_MAX_AGE_MS = 10_000;

interface Early {
  token: string;
  at: number;
  response: Promise<Response>;
}

const pending = new Map<string, Early>();

/** Sends the screen's first reads (for a screen listed above, opened without parameters). */
export const requestEarly = (
  location: { pathname: string; search: string },
  token: string,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
  now = Date.now(),
) => {
  if (location.search) return;
  for (const path of EARLY_REQUESTS[location.pathname] ?? []) {
    const response = doFetch(path, {
      method: 'GET',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    // A failure is the API client's to report, if it adopts this answer.
    response.catch(() => undefined);
    pending.set(path, { token, at: now, response });
  }
};

/** The early answer for a GET of `path` with `token`, once; undefined when there is none. */
export const takeEarly = (path: string, token: string | null, now = Date.now()) => {
  const early = pending.get(path);
  if (!early) return undefined;
  pending.delete(path);
  return early.token === token && now - early.at <= EARLY_MAX_AGE_MS ? early.response : undefined;
};

/** Forgets every early answer not taken (tests, and a session that ends). */
export const forgetEarly = () => pending.clear();
