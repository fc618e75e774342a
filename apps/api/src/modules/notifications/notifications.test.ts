import { NOTIFICATION_MESSAGES, type PushPayload } from '@sniperads/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStatus,
  localMedia,
  testClient,
  type UserSession,
  userSession,
  useTestApp,
} from '../../../test/helpers/app';
import { browserKeys, startPushService } from '../../../test/helpers/push-service';
import { until } from '../../../test/helpers/until';
import { outbox, pushSubscriptions } from '../../db/schema';
import { unsubscribeToken } from './unsubscribe-token';

// Pushes go to a push service on 127.0.0.1, which production refuses (MEDIA_FETCH_ALLOW_PRIVATE).
const t = useTestApp(() => localMedia());

let push: Awaited<ReturnType<typeof startPushService>>;
/** Paths under /gone/ answer 410, as a push service does for a subscription the browser dropped. */
beforeAll(async () => {
  push = await startPushService((path) => (path.startsWith('/gone/') ? 410 : 201));
});
afterAll(() => push.close());

let n = 0;
/** A browser subscribed for `session`'s account: its keys decrypt what the push service got. */
const subscribeBrowser = async (session: UserSession, prefix = '/push/') => {
  const keys = browserKeys();
  const endpoint = push.endpoint(`${prefix}${++n}`);
  const device = expectStatus(
    await session.api.notifications.subscribePush({
      body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    }),
    200,
  ).data;
  const received = () => push.received.filter((r) => endpoint.endsWith(r.path));
  const payloads = () => received().map((r) => JSON.parse(keys.decrypt(r.body)) as PushPayload);
  return { device, endpoint, keys, received, payloads };
};

const mailsTo = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.createdAt));

const alert = (userId: string, dedupeKey: string, extra: Partial<{ title: string; body: string }> = {}) => ({
  userId,
  title: extra.title ?? 'Oferta escalando: emagrecer.com',
  body: extra.body ?? '12 anúncios novos nas últimas 24 horas',
  url: '/ofertas/emagrecer.com',
  imageUrl: 'https://cdn.example.com/thumb.webp',
  dedupeKey,
});

describe('notification settings', () => {
  it('reads and changes the three switches and the e-mail mode; refuses a mode outside the list in pt-BR', async () => {
    const me = await userSession(t);
    expect(expectStatus(await me.api.notifications.getNotificationSettings(), 200).data).toEqual({
      enabled: true,
      email_enabled: true,
      push_enabled: false,
      email_mode: 'immediate',
    });
    const saved = expectStatus(
      await me.api.notifications.updateNotificationSettings({
        body: { email_mode: 'daily', push_enabled: true },
      }),
      200,
    );
    expect(saved.message).toBe(NOTIFICATION_MESSAGES.saved);
    expect(saved.data).toEqual({
      enabled: true,
      email_enabled: true,
      push_enabled: true,
      email_mode: 'daily',
    });
    const refused = await me.api.notifications.updateNotificationSettings({
      // @ts-expect-error a value the contract does not allow
      body: { email_mode: 'weekly' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { email_mode: ['Escolha imediato ou resumo diário'] } });
    // The admin sees the same values.
    const admin = await userSession(t, { role: 'admin' });
    const seen = expectStatus(await admin.api.admin.getUser({ params: { id: me.user.id } }), 200).data;
    expect(seen.notifications).toEqual({ enabled: true, email_enabled: true, push_enabled: true });
    expect(seen.push_devices).toBe(0);
  });

  it('needs a session', async () => {
    const anonymous = testClient(t.app);
    expect((await anonymous.notifications.getNotificationSettings()).status).toBe(401);
    expect((await anonymous.notifications.getPushKey()).status).toBe(401);
  });
});

describe('push devices', () => {
  it('subscribes a browser (turning push on), lists it with its label, and removes it', async () => {
    const me = await userSession(t);
    const key = expectStatus(await me.api.notifications.getPushKey(), 200).data.public_key;
    // A P-256 public key, uncompressed (65 bytes), the same for every call and replica.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(expectStatus(await me.api.notifications.getPushKey(), 200).data.public_key).toBe(key);

    const res = await me.api.notifications.subscribePush({
      body: { endpoint: push.endpoint('/push/label'), keys: browserKeys() },
      extraHeaders: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      },
    });
    const device = expectStatus(res, 200).data;
    expect(device.label).toBe('Chrome no Android');
    expect(expectStatus(await me.api.notifications.getNotificationSettings(), 200).data.push_enabled).toBe(
      true,
    );
    const listed = expectStatus(await me.api.notifications.getPushDevices(), 200).data;
    expect(listed.map((d) => d.id)).toEqual([device.id]);

    const admin = await userSession(t, { role: 'admin' });
    expect(
      expectStatus(await admin.api.admin.getUser({ params: { id: me.user.id } }), 200).data.push_devices,
    ).toBe(1);

    const removed = expectStatus(
      await me.api.notifications.removePushDevice({ params: { id: device.id } }),
      200,
    );
    expect(removed.message).toBe(NOTIFICATION_MESSAGES.deviceRemoved);
    expect(expectStatus(await me.api.notifications.getPushDevices(), 200).data).toEqual([]);
  });

  it("never shows or removes another account's device (404)", async () => {
    const owner = await userSession(t);
    const other = await userSession(t);
    const { device } = await subscribeBrowser(owner);
    expect(expectStatus(await other.api.notifications.getPushDevices(), 200).data).toEqual([]);
    const refused = await other.api.notifications.removePushDevice({ params: { id: device.id } });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: NOTIFICATION_MESSAGES.deviceNotFound });
    expect(expectStatus(await owner.api.notifications.getPushDevices(), 200).data).toHaveLength(1);
  });

  it('refuses an endpoint that is not a URL and keys that are not base64url, in pt-BR', async () => {
    const me = await userSession(t);
    const res = await me.api.notifications.subscribePush({
      body: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'não é chave', auth: '' } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: {
        endpoint: ['Endereço de push inválido'],
        'keys.p256dh': ['Chave inválida'],
        'keys.auth': ['Chave obrigatória'],
      },
    });
  });
});

describe('notify', () => {
  it('sends an encrypted web push (VAPID) that the browser decrypts to the pt-BR title, body and url', async () => {
    const me = await userSession(t);
    const browser = await subscribeBrowser(me);
    await t.app.notifications.notify([alert(me.user.id, 'scale:1')]);
    const [got] = browser.received();
    expect(got?.headers['content-encoding']).toBe('aes128gcm');
    expect(got?.headers.ttl).toBeDefined();
    const key = expectStatus(await me.api.notifications.getPushKey(), 200).data.public_key;
    expect(got?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(browser.payloads()).toEqual([
      {
        title: 'Oferta escalando: emagrecer.com',
        body: '12 anúncios novos nas últimas 24 horas',
        url: '/ofertas/emagrecer.com',
        image: 'https://cdn.example.com/thumb.webp',
        tag: 'scale:1',
      },
    ]);
    const [device] = expectStatus(await me.api.notifications.getPushDevices(), 200).data;
    expect(device?.last_success_at).not.toBeNull();
  });

  it('removes a subscription the push service says is gone (410) and keeps the others', async () => {
    const me = await userSession(t);
    const gone = await subscribeBrowser(me, '/gone/');
    const alive = await subscribeBrowser(me);
    await t.app.notifications.notify([alert(me.user.id, 'gone:1')]);
    expect(gone.received()).toHaveLength(1);
    expect(alive.payloads()).toHaveLength(1);
    const left = expectStatus(await me.api.notifications.getPushDevices(), 200).data;
    expect(left.map((d) => d.id)).toEqual([alive.device.id]);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, gone.device.id));
    expect(rows).toEqual([]);
  });

  it('sends nothing twice for one dedupe key, and nothing at all with the general switch off', async () => {
    const me = await userSession(t);
    const browser = await subscribeBrowser(me);
    await t.app.notifications.notify([alert(me.user.id, 'dup:1'), alert(me.user.id, 'dup:1')]);
    await t.app.notifications.notify([alert(me.user.id, 'dup:1', { title: 'Outra vez' })]);
    expect(browser.payloads().map((p) => p.tag)).toEqual(['dup:1']);
    const mails = await mailsTo(me.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('SniperAds — Oferta escalando: emagrecer.com');
    expect(mails[0]?.text).toContain('Ver no SniperAds: http://app.test/ofertas/emagrecer.com');

    const quiet = await userSession(t);
    const quietBrowser = await subscribeBrowser(quiet);
    await quiet.api.notifications.updateNotificationSettings({ body: { enabled: false } });
    await t.app.notifications.notify([alert(quiet.user.id, 'off:1')]);
    expect(quietBrowser.received()).toEqual([]);
    expect(await mailsTo(quiet.user.email)).toEqual([]);
  });

  it('follows each channel on its own: push off sends mail only, e-mail off sends push only', async () => {
    const mailOnly = await userSession(t);
    const mailBrowser = await subscribeBrowser(mailOnly);
    await mailOnly.api.notifications.updateNotificationSettings({ body: { push_enabled: false } });
    const pushOnly = await userSession(t);
    const pushBrowser = await subscribeBrowser(pushOnly);
    await pushOnly.api.notifications.updateNotificationSettings({ body: { email_enabled: false } });

    await t.app.notifications.notify([alert(mailOnly.user.id, 'ch:1'), alert(pushOnly.user.id, 'ch:1')]);
    expect(mailBrowser.received()).toEqual([]);
    expect(await mailsTo(mailOnly.user.email)).toHaveLength(1);
    expect(pushBrowser.payloads()).toHaveLength(1);
    expect(await mailsTo(pushOnly.user.email)).toEqual([]);
  });
});

describe('daily digest', () => {
  it("gathers the day's alerts into one e-mail per account, sent once", async () => {
    const ana = await userSession(t);
    const bia = await userSession(t);
    for (const s of [ana, bia]) {
      await s.api.notifications.updateNotificationSettings({ body: { email_mode: 'daily' } });
    }
    await t.app.notifications.notify([
      alert(ana.user.id, 'd:1', { title: 'Oferta escalando: a.com' }),
      alert(ana.user.id, 'd:2', { title: 'Oferta parou: b.com' }),
      alert(bia.user.id, 'd:1', { title: 'Novos anúncios: c.com' }),
    ]);
    // Nothing goes out at once in daily mode.
    expect(await mailsTo(ana.user.email)).toEqual([]);

    // A run a day later finds the alerts before its cutoff.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await t.app.notifications.runDigest(tomorrow)).toBeGreaterThanOrEqual(2);
    const [anaMail, ...more] = await mailsTo(ana.user.email);
    expect(more).toEqual([]);
    expect(anaMail?.subject).toMatch(/^SniperAds — resumo diário: 2 alertas \(\d{2}\/\d{2}\/\d{4}\)$/);
    expect(anaMail?.text).toContain('Oferta escalando: a.com');
    expect(anaMail?.text).toContain('Oferta parou: b.com');
    expect(anaMail?.text).not.toContain('c.com');
    expect(await mailsTo(bia.user.email)).toHaveLength(1);

    // Run again (another replica, the next timer tick): nothing more.
    await t.app.notifications.runDigest(tomorrow);
    expect(await mailsTo(ana.user.email)).toHaveLength(1);
  });
});

describe('unsubscribe link', () => {
  it('turns alert e-mails off without a login, from the link in the e-mail', async () => {
    const me = await userSession(t);
    await t.app.notifications.notify([alert(me.user.id, 'u:1')]);
    const [mail] = await until(
      'the alert e-mail is queued',
      () => mailsTo(me.user.email),
      (m) => m.length === 1,
    );
    const link = /\S+\/cancelar-emails\?token=(\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const anonymous = testClient(t.app);
    const res = expectStatus(await anonymous.notifications.unsubscribeEmail({ body: { token } }), 200);
    expect(res.message).toBe(NOTIFICATION_MESSAGES.unsubscribed);
    expect(expectStatus(await me.api.notifications.getNotificationSettings(), 200).data.email_enabled).toBe(
      false,
    );
    // A second click still says it worked.
    expect((await anonymous.notifications.unsubscribeEmail({ body: { token } })).status).toBe(200);
  });

  it('refuses a forged or altered token (400) and says when the account is gone (404)', async () => {
    const me = await userSession(t);
    const anonymous = testClient(t.app);
    const forged = unsubscribeToken('another-secret-entirely-of-enough-length', me.user.id);
    const refused = await anonymous.notifications.unsubscribeEmail({ body: { token: forged } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: NOTIFICATION_MESSAGES.badUnsubscribeLink });
    expect((await anonymous.notifications.unsubscribeEmail({ body: { token: 'abc' } })).status).toBe(400);
    expect(expectStatus(await me.api.notifications.getNotificationSettings(), 200).data.email_enabled).toBe(
      true,
    );

    const ghost = unsubscribeToken(t.config.jwtSecret, '0190a0a0-0000-7000-8000-000000000000');
    const gone = await anonymous.notifications.unsubscribeEmail({ body: { token: ghost } });
    expect(gone.status).toBe(404);
  });
});
