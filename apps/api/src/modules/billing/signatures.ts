import { createHmac, timingSafeEqual } from 'node:crypto';

/** Why a signed delivery was refused; the webhook answers 401 for each and logs the reason. */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';
export type SignatureCheck = { ok: true } | { ok: false; problem: SignatureProblem };

const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

const sameHex = (expected: string, given: string) => {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
};

/** `t=1,v1=ab,v1=cd` → { t: ['1'], v1: ['ab', 'cd'] } */
const parseHeader = (header: string) => {
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) continue;
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  return parts;
};

const isStale = (seconds: number, now: Date, toleranceSeconds: number) =>
  Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds;

/**
 * Stripe's `Stripe-Signature` (docs.stripe.com/webhooks#verify-manually): `t=<unix seconds>` and
 * one or more `v1=<hex>`, each an HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's
 * secret (whsec_…). A timestamp older than the tolerance is refused, so a captured delivery
 * cannot be replayed later.
 */
export const verifyStripeSignature = (
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck => {
  if (!header) return { ok: false, problem: 'missing' };
  const parts = parseHeader(header);
  const t = parts.get('t')?.[0];
  const signatures = parts.get('v1') ?? [];
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return { ok: false, problem: 'malformed' };
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${t}.`), rawBody]));
  if (!signatures.some((s) => /^[0-9a-f]+$/i.test(s) && sameHex(expected, s)))
    return { ok: false, problem: 'mismatch' };
  if (isStale(Number(t), now, toleranceSeconds)) return { ok: false, problem: 'stale' };
  return { ok: true };
};

/**
 * Mercado Pago's `x-signature` (Webhooks, "validar origem da notificação"): `ts=<timestamp>,v1=<hex>`,
 * the HMAC-SHA256 keyed with the webhook's secret of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, where data.id comes from the query string
 * (lowercased when alphanumeric) and a part whose value is absent is left out. Mercado Pago sends
 * `ts` in milliseconds on some notifications and seconds on others; both are read.
 */
export const verifyMercadoPagoSignature = (
  input: { dataId: string | undefined; requestId: string | undefined; header: string | undefined },
  secret: string,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck => {
  if (!input.header) return { ok: false, problem: 'missing' };
  const parts = parseHeader(input.header);
  const ts = parts.get('ts')?.[0];
  const v1 = parts.get('v1')?.[0];
  if (!ts || !/^\d{1,15}$/.test(ts) || !v1 || !/^[0-9a-f]+$/i.test(v1))
    return { ok: false, problem: 'malformed' };
  const dataId =
    input.dataId && /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId;
  const idPart = dataId ? `id:${dataId};` : '';
  const requestPart = input.requestId ? `request-id:${input.requestId};` : '';
  const manifest = `${idPart}${requestPart}ts:${ts};`;
  if (!sameHex(hmacHex(secret, manifest), v1)) return { ok: false, problem: 'mismatch' };
  const seconds = ts.length > 11 ? Number(ts) / 1000 : Number(ts);
  if (isStale(seconds, now, toleranceSeconds)) return { ok: false, problem: 'stale' };
  return { ok: true };
};
