import type { FastifyRequest } from 'fastify';

/**
 * The address the extension is set to call: APP_URL when the operator set it, else the address
 * this request reached (scheme and Host, as forwarded by a trusted proxy when TRUST_PROXY is on).
 * null when the Host cannot be an address (a client's mistake, not ours).
 */
export const serverAddress = (publicUrl: string | null, request: FastifyRequest): string | null => {
  if (publicUrl) return publicUrl;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    // A Host carrying a path, credentials or a query is not an address of this server.
    const bare = url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash;
    return bare && !/[/?#@\\]/.test(request.host) ? url.origin : null;
  } catch {
    return null;
  }
};
