import { AUTH_MESSAGES } from '@sniperads/contract/auth';

/**
 * Why the last session ended, for /login to say it once. Only the server ending it is worth a
 * word ('Sair' is the user's own doing). Kept in sessionStorage so a full reload on the way to
 * /login does not lose it, and it never outlives the tab.
 */
export const SESSION_END_KEY = 'session_end_reason';

export const SESSION_EXPIRED_MESSAGE = AUTH_MESSAGES.unauthenticated;

const tabStorage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The server refused the session (expired, revoked, password reset elsewhere). */
export const rememberSessionExpired = (storage = tabStorage()) => {
  try {
    storage?.setItem(SESSION_END_KEY, 'expired');
  } catch {
    // Quota or privacy mode: /login then shows no reason.
  }
};

/** The message /login shows for the last session's end, if any. */
export const readSessionEndMessage = (storage = tabStorage()) => {
  try {
    return storage?.getItem(SESSION_END_KEY) === 'expired' ? SESSION_EXPIRED_MESSAGE : null;
  } catch {
    return null;
  }
};

/** Said once: a new sign-in, or leaving /login, forgets it. */
export const forgetSessionEnd = (storage = tabStorage()) => {
  try {
    storage?.removeItem(SESSION_END_KEY);
  } catch {
    // ignore
  }
};
