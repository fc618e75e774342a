const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the extension will accept this address: it sends the token with every request, so it
 * calls only https:// (plain http:// on this machine only; apps/extension/src/shared/server-url.ts).
 */
export const extensionAccepts = (address: string) => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
};
