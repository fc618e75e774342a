import { describe, expect, it } from 'vitest';
import { browserKeys, startPushService } from '../../../test/helpers/push-service';
import { generateVapidKeys, pushPayload, sendPush } from './push-sender';

const vapid = { ...generateVapidKeys(), subject: 'mailto:suporte@example.com' };
const payload = pushPayload({ title: 'Oi', body: 'x'.repeat(2000), url: '/', dedupeKey: 'k' });

describe('push sender', () => {
  it('never posts to an internal address unless told to (a subscription is the browser’s word)', async () => {
    const service = await startPushService();
    try {
      const target = { endpoint: service.endpoint('/p/1'), ...browserKeys() };
      expect(await sendPush(target, payload, vapid)).toMatchObject({ kind: 'failed' });
      expect(service.received).toEqual([]);
      expect(await sendPush(target, payload, vapid, true)).toEqual({ kind: 'sent' });
      expect(service.received).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it('cuts a long body so the encrypted payload stays under the 4 KB push limit', () => {
    expect(payload.body).toHaveLength(600);
    expect(payload.body.endsWith('…')).toBe(true);
  });
});
