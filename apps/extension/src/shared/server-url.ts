import { TEXTS } from './texts';

export type ServerUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** Addresses that never leave the machine: plain http:// is allowed only for these (development). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The one address the extension ever calls, with the token in every request: https:// only
 * (http:// for the loopback addresses), no credentials, no query or fragment; a path prefix is
 * kept (a server mounted under /sniperads), the trailing slash is not.
 */
export const checkServerUrl = (input: string): ServerUrlCheck => {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: TEXTS.invalidUrl };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: TEXTS.invalidUrl };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    return { ok: false, message: TEXTS.httpsRequired };
  if (url.username || url.password || !url.hostname) return { ok: false, message: TEXTS.invalidUrl };
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}` };
};

const TOKEN_PATTERN = /^sa_[A-Za-z0-9]+_[A-Za-z0-9_-]+$/;

export const checkToken = (input: string): { ok: true; token: string } | { ok: false; message: string } => {
  const token = input.trim();
  if (!token) return { ok: false, message: TEXTS.tokenRequired };
  if (!TOKEN_PATTERN.test(token)) return { ok: false, message: TEXTS.tokenFormat };
  return { ok: true, token };
};
