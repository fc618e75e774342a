import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { PushPayload } from '@sniperads/contract';
import webpush from 'web-push';
import { isBlockedAddress } from '../../lib/media/address-policy';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'sent'; 'gone' when the push service no longer knows the subscription (404/410); else 'failed'. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; reason: string };

/** The push service keeps an undelivered message this long (the phone may be off). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** A push payload must stay under 4 KB once encrypted; the body is cut well before that. */
const MAX_BODY = 600;

export const pushPayload = (item: {
  title: string;
  body: string;
  url: string;
  imageUrl?: string | null;
  dedupeKey: string;
}): PushPayload => ({
  title: item.title.slice(0, 120),
  body: item.body.length > MAX_BODY ? `${item.body.slice(0, MAX_BODY - 1)}…` : item.body,
  url: item.url,
  image: item.imageUrl ?? null,
  tag: item.dedupeKey.slice(0, 120),
});

/**
 * Sends one web push. The `web-push` library builds the request (the VAPID JWT and the aes128gcm
 * encryption of RFC 8291) and this sends it with fetch, with a deadline: web-push's own sender
 * only speaks https, a silent push service must not hold notify(), and the endpoint (the browser's
 * word) must not point inside the network (MEDIA_FETCH_ALLOW_PRIVATE lifts that, as for media).
 */
export const sendPush = async (
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
  /** Tests push to a local endpoint; production refuses internal addresses. */
  allowPrivate = false,
): Promise<PushOutcome> => {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    // Keys the browser sent that do not make a P-256 point: nothing can ever reach it.
    return { kind: 'gone', status: 0 };
  }
  try {
    const status = await post(details, allowPrivate);
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    return { kind: 'failed', reason: `push service answered ${status}` };
  } catch (error) {
    return { kind: 'failed', reason: (error instanceof Error ? error.message : String(error)).slice(0, 200) };
  }
};

/** Refuses internal addresses (the endpoint is the browser's word), resolved or literal. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 4);
    const list = addresses ?? [];
    if (list.length === 0 || list.some((a) => isBlockedAddress(a.address))) {
      return callback(new Error(`internal address refused: ${hostname}`) as NodeJS.ErrnoException, '', 4);
    }
    if ((options as { all?: boolean }).all)
      return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

const post = (details: webpush.RequestDetails, allowPrivate: boolean) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(details.endpoint);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!allowPrivate && isIP(host) && isBlockedAddress(host)) {
      reject(new Error(`internal address refused: ${host}`));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: details.method,
      headers: details.headers,
      timeout: TIMEOUT_MS,
      ...(allowPrivate ? {} : { lookup: guardedLookup }),
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('push service did not answer in time')));
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end(details.body ?? undefined);
  });

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
