import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Favorite, MEDIA_QUOTA_BYTES, MEDIA_QUOTA_MESSAGES } from '@sniperads/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStatus,
  localMedia,
  type TestClient,
  userSession,
  useTestApp,
} from '../../../test/helpers/app';
import { createFavorite } from '../../../test/helpers/factories';
import { until } from '../../../test/helpers/until';
import { favorites } from '../../db/schema';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4000, 7),
]);
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((_req, res) => res.end(PNG));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const t = useTestApp(localMedia());

/** Creatives the account already keeps, as rows (their files are not needed to count them). */
const alreadyArchived = (userId: string, bytes: number) =>
  createFavorite(t.database, userId, {
    mediaStatus: 'archived',
    mediaKey: `${randomUUID()}.png`,
    mediaContentType: 'image/png',
    mediaSize: bytes,
  });

const saveAndSettle = async (api: TestClient) => {
  const created = await api.favorites.createFavorite({
    body: { url: `https://example.com/${randomUUID()}`, image: `${base}/criativo.png?${randomUUID()}` },
  });
  const fav = expectStatus(created, 201).data;
  // Settled as the user reads it: the archive writes in the background, and the favorites page
  // another save just read may be kept until the change feed says the row changed.
  return until(
    `the media of favorite ${fav.id} settles`,
    async () =>
      expectStatus(await api.favorites.getFavorites({ query: { per_page: 20 } }), 200).data.find(
        (f) => f.id === fav.id,
      ),
    (f) => f !== undefined && f.media.status !== 'pending',
  ) as Promise<Favorite>;
};

describe('the media quota per plan', () => {
  it('saves the favorite but archives no media past the Free quota, and says so', async () => {
    const { user, api } = await userSession(t);
    await alreadyArchived(user.id, MEDIA_QUOTA_BYTES.free - 1000);

    const fav = await saveAndSettle(api);
    expect(fav.media).toEqual({ status: 'over_quota', url: null, kind: null, size_bytes: null });
    const [row] = await t.database.db.select().from(favorites).where(eq(favorites.id, fav.id));
    expect(row?.mediaError).toBe(MEDIA_QUOTA_MESSAGES.overQuota);

    const plan = expectStatus(await api.profile.getPlan(), 200).data;
    expect(plan.limits.media_bytes).toBe(100 * 1024 * 1024);
    // Nothing was added by the refused creative.
    expect(plan.usage.media_bytes).toBe(MEDIA_QUOTA_BYTES.free - 1000);
  });

  it('refuses without downloading once the archive is already full', async () => {
    const { user, api } = await userSession(t);
    await alreadyArchived(user.id, MEDIA_QUOTA_BYTES.free);
    const fav = await saveAndSettle(api);
    expect(fav.media.status).toBe('over_quota');
  });

  it('archives what fits and counts it in the plan usage', async () => {
    const { api } = await userSession(t, { plan: 'pro' });
    const fav = await saveAndSettle(api);
    expect(fav.media).toMatchObject({ status: 'archived', size_bytes: PNG.length });
    const plan = expectStatus(await api.profile.getPlan(), 200).data;
    expect(plan.usage.media_bytes).toBe(PNG.length);
    expect(plan.limits.media_bytes).toBe(MEDIA_QUOTA_BYTES.pro);
  });

  it('keeps the quota when saves of one account archive at the same time', async () => {
    const { user, api } = await userSession(t);
    // Room for two creatives, not five.
    await alreadyArchived(user.id, MEDIA_QUOTA_BYTES.free - 2 * PNG.length - 10);
    const saved = await Promise.all(Array.from({ length: 5 }, () => saveAndSettle(api)));
    expect(saved.filter((f) => f.media.status === 'archived')).toHaveLength(2);
    expect(saved.filter((f) => f.media.status === 'over_quota')).toHaveLength(3);
    const plan = expectStatus(await api.profile.getPlan(), 200).data;
    expect(plan.usage.media_bytes).toBeLessThanOrEqual(MEDIA_QUOTA_BYTES.free);
  });

  it('never limits admins', async () => {
    const { user, api } = await userSession(t, { role: 'admin' });
    // Past even Max's quota (a row holds at most 2 GB).
    for (let i = 0; i < 3; i++) await alreadyArchived(user.id, 2_000_000_000);
    expect((await saveAndSettle(api)).media.status).toBe('archived');
    expect(expectStatus(await api.profile.getPlan(), 200).data.limits.media_bytes).toBeNull();
  });
});
