import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyMercadoPagoSignature, verifyStripeSignature } from './signatures';

const SECRET = 'whsec_test_secret';
const now = new Date('2026-11-29T12:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
const hmac = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('hex');

describe('verifyStripeSignature', () => {
  const body = Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}');
  const header = (t: number, payload = body.toString()) => `t=${t},v1=${hmac(`${t}.${payload}`)}`;

  it('accepts the documented scheme, also beside other signatures', () => {
    expect(verifyStripeSignature(body, header(nowSeconds), SECRET, now, 300)).toEqual({ ok: true });
    const rotated = `t=${nowSeconds},v1=${'0'.repeat(64)},${header(nowSeconds).split(',')[1]},v0=abc`;
    expect(verifyStripeSignature(body, rotated, SECRET, now, 300)).toEqual({ ok: true });
  });

  it('refuses a tampered body, another secret, and a missing or malformed header', () => {
    const tampered = Buffer.from(body.toString().replace('evt_1', 'evt_2'));
    expect(verifyStripeSignature(tampered, header(nowSeconds), SECRET, now, 300)).toEqual({
      ok: false,
      problem: 'mismatch',
    });
    expect(verifyStripeSignature(body, header(nowSeconds), 'whsec_other', now, 300).ok).toBe(false);
    expect(verifyStripeSignature(body, undefined, SECRET, now, 300)).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(verifyStripeSignature(body, 'garbage', SECRET, now, 300)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });

  it('refuses a correctly signed delivery older than the tolerance', () => {
    expect(verifyStripeSignature(body, header(nowSeconds - 301), SECRET, now, 300)).toEqual({
      ok: false,
      problem: 'stale',
    });
    expect(verifyStripeSignature(body, header(nowSeconds - 299), SECRET, now, 300).ok).toBe(true);
  });
});

describe('verifyMercadoPagoSignature', () => {
  const sign = (dataId: string, requestId: string, ts: number) =>
    `ts=${ts},v1=${hmac(`id:${dataId};request-id:${requestId};ts:${ts};`)}`;

  it('accepts the documented manifest, with ts in seconds or milliseconds', () => {
    const input = { dataId: '123456', requestId: 'req-1', header: sign('123456', 'req-1', nowSeconds) };
    expect(verifyMercadoPagoSignature(input, SECRET, now, 300)).toEqual({ ok: true });
    const ms = now.getTime();
    expect(
      verifyMercadoPagoSignature({ ...input, header: sign('123456', 'req-1', ms) }, SECRET, now, 300),
    ).toEqual({ ok: true });
  });

  it('lowercases an alphanumeric data.id as the manifest requires', () => {
    const input = { dataId: 'ABC123', requestId: 'req-1', header: sign('abc123', 'req-1', nowSeconds) };
    expect(verifyMercadoPagoSignature(input, SECRET, now, 300)).toEqual({ ok: true });
  });

  it('refuses another payment id, another request id, and a missing header', () => {
    const header = sign('123456', 'req-1', nowSeconds);
    expect(
      verifyMercadoPagoSignature({ dataId: '999999', requestId: 'req-1', header }, SECRET, now, 300),
    ).toEqual({ ok: false, problem: 'mismatch' });
    expect(
      verifyMercadoPagoSignature({ dataId: '123456', requestId: 'req-2', header }, SECRET, now, 300).ok,
    ).toBe(false);
    expect(
      verifyMercadoPagoSignature(
        { dataId: '123456', requestId: 'req-1', header: undefined },
        SECRET,
        now,
        300,
      ),
    ).toEqual({ ok: false, problem: 'missing' });
  });

  it('refuses a correctly signed notification older than the tolerance', () => {
    const input = { dataId: '1', requestId: 'r', header: sign('1', 'r', nowSeconds - 600) };
    expect(verifyMercadoPagoSignature(input, SECRET, now, 300)).toEqual({ ok: false, problem: 'stale' });
  });
});
