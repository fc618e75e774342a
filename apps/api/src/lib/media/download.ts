import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isBlockedAddress } from './address-policy';
import { SNIFF_BYTES, type SniffedType, sniffMedia } from './sniff';

export type DownloadFailure = 'blocked' | 'too_large' | 'bad_type' | 'http' | 'network' | 'bad_url';

export class DownloadError extends Error {
  constructor(
    readonly reason: DownloadFailure,
    message: string,
    /** Worth another try later (network, 5xx), unlike a refused address or a wrong type. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  maxBytes: number;
  /** The whole download, redirects included. */
  timeoutMs: number;
  /** Connecting, and then each wait for the next bytes: a server that stalls is dropped early. */
  idleTimeoutMs?: number;
  allowPrivate: boolean;
  maxRedirects?: number;
  /** Replaces the address policy (tests use it to block one range while allowing loopback). */
  isBlocked?: (address: string) => boolean;
}

type Policy = (address: string) => boolean;
const policyOf = (options: DownloadOptions): Policy =>
  options.allowPrivate ? () => false : (options.isBlocked ?? isBlockedAddress);

export interface Downloaded extends SniffedType {
  data: Buffer;
}

/** Resolves, then refuses the connection if any resolved address is internal. */
const guardedLookup =
  (blocked: Policy): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const list = addresses ?? [];
      if (list.length === 0 || list.some((a) => blocked(a.address))) {
        const refused = new DownloadError('blocked', `endereço interno recusado: ${hostname}`, false);
        return callback(refused as NodeJS.ErrnoException, '', 4);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      return callback(null, first.address, first.family);
    });
  };

const checkUrl = (raw: string, blocked: Policy) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DownloadError('bad_url', 'URL inválida', false);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DownloadError('bad_url', `protocolo recusado: ${url.protocol}`, false);
  }
  if (url.username || url.password) throw new DownloadError('bad_url', 'URL com credenciais recusada', false);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses skip DNS, so they are judged here.
  if (isIP(host) && blocked(host)) {
    throw new DownloadError('blocked', `endereço interno recusado: ${host}`, false);
  }
  return url;
};

const request = (url: URL, options: DownloadOptions, signal: AbortSignal) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, {
      lookup: guardedLookup(policyOf(options)),
      signal,
      headers: { 'user-agent': 'SniperAds-MediaArchive/1.0', accept: 'image/*,video/*' },
    });
    if (options.idleTimeoutMs) {
      // Covers the connection (DNS included) and every later silence on the socket.
      req.setTimeout(options.idleTimeoutMs, () =>
        req.destroy(new DownloadError('network', 'o servidor da mídia não respondeu a tempo', true)),
      );
    }
    req.once('response', resolve);
    req.once('error', (err) =>
      reject(
        err instanceof DownloadError
          ? err
          : (err as { cause?: unknown }).cause instanceof DownloadError
            ? (err as { cause: DownloadError }).cause
            : new DownloadError('network', err.message, true),
      ),
    );
  });

const readLimited = async (res: IncomingMessage, maxBytes: number) => {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new DownloadError('too_large', `arquivo maior que ${maxBytes} bytes`, false);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let checked = false;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new DownloadError('too_large', `arquivo maior que ${maxBytes} bytes`, false);
    }
    chunks.push(chunk);
    // Stop early on a wrong type instead of downloading the whole thing.
    if (!checked && size >= SNIFF_BYTES) {
      checked = true;
      if (!sniffMedia(Buffer.concat(chunks))) {
        res.destroy();
        throw new DownloadError('bad_type', 'tipo de arquivo não suportado', false);
      }
    }
  }
  return Buffer.concat(chunks);
};

/**
 * Downloads one creative. Refuses internal addresses after DNS resolution and on every
 * redirect hop, caps the size while streaming and decides the type by magic bytes.
 */
export const downloadMedia = async (raw: string, options: DownloadOptions): Promise<Downloaded> => {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const blocked = policyOf(options);
  let url = checkUrl(raw, blocked);
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    let res: IncomingMessage;
    try {
      res = await request(url, options, signal);
    } catch (err) {
      if (err instanceof DownloadError) throw err;
      throw new DownloadError('network', (err as Error).message, true);
    }
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      url = checkUrl(new URL(res.headers.location, url).toString(), blocked);
      continue;
    }
    if (status < 200 || status >= 300) {
      res.resume();
      // 404/410: the signed link is gone for good; 5xx/429 may recover.
      throw new DownloadError('http', `HTTP ${status}`, status >= 500 || status === 429);
    }
    const data = await readLimited(res, options.maxBytes).catch((err: unknown) => {
      if (err instanceof DownloadError) throw err;
      throw new DownloadError('network', (err as Error).message, true);
    });
    const type = sniffMedia(data);
    if (!type) throw new DownloadError('bad_type', 'tipo de arquivo não suportado', false);
    return { ...type, data };
  }
  throw new DownloadError('http', 'redirecionamentos demais', false);
};
