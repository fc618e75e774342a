import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectStatus,
  sendAds,
  testClient,
  tokenSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { digitId } from '../../../test/helpers/factories';
import { adObservations, advertisements, auditLog } from '../../db/schema';

const BODY = 'Receita natural para emagrecer com saúde.';
const ad = (id: string) => ({
  id,
  page_name: `Loja ${id}`,
  ad_creative_bodies: [BODY],
  ad_creative_link_captions: ['loja.com.br'],
});

/** An account whose extension token may read and send ads. */
const contributor = async () => {
  const session = await tokenSession(t, ['read:ads', 'write:ads']);
  return { ...session, id: session.user.id };
};

/** A sends three new ads; B sees the first again, with a title A's copy lacked. */
const contributions = async () => {
  const ids = [digitId('71'), digitId('71'), digitId('71')];
  const a = await contributor();
  const b = await contributor();
  expect(await sendAds(a.api, ids.map(ad))).toMatchObject({ created: 3, rejected: 0 });
  expect(await sendAds(b.api, [{ ...ad(ids[0]!), ad_creative_link_titles: ['Título novo'] }])).toMatchObject({
    updated: 1,
  });
  return { ids, a, b };
};

const adsOf = (ids: string[]) =>
  t.database.db
    .select({ adArchiveId: advertisements.adArchiveId })
    .from(advertisements)
    .where(inArray(advertisements.adArchiveId, ids));
const observationsOf = (userId: string) =>
  t.database.db.select().from(adObservations).where(eq(adObservations.userId, userId));

/** Read by the listing tests, changed by none (the purge test makes its own). */
let shared: Awaited<ReturnType<typeof contributions>>;

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });
const plain = useSession(t);
beforeAll(async () => {
  shared = await contributions();
});

const list = (id: string, query: { page?: number; per_page?: number } = {}) =>
  admin.api.contributions.getUserContributions({ params: { id }, query });

describe('GET /admin/users/:id/contributions', () => {
  it('lists the account’s observations with the ad and a summary', async () => {
    const { ids, a } = shared;
    const body = expectStatus(await list(a.id), 200);
    expect(body.data).toHaveLength(3);
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(body.summary).toMatchObject({ observations: 3, ads_created: 3, ads_filled: 0 });
    expect(body.summary.last_observed_at).toEqual(expect.any(String));
    for (const row of body.data) {
      expect(row).toMatchObject({ source: 'extension', created_ad: true, times: 1 });
      expect(row.ad?.page_name).toBe(`Loja ${row.ad?.ad_archive_id}`);
      // The first title when there is one (B filled it on the shared ad), else the first body.
      expect(row.ad?.excerpt).toBe(row.ad?.ad_archive_id === ids[0] ? 'Título novo' : BODY);
      expect(row.ad?.landing_domain).toBe('loja.com.br');
    }
    expect(body.data.map((r) => r.ad?.ad_archive_id).sort()).toEqual([...ids].sort());
  });

  it('paginates and counts what another account filled', async () => {
    const { a, b } = shared;
    const page = expectStatus(await list(a.id, { page: 2, per_page: 2 }), 200);
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });

    const filled = expectStatus(await list(b.id), 200);
    expect(filled.summary).toMatchObject({ observations: 1, ads_created: 0, ads_filled: 1 });
    expect(filled.data[0]).toMatchObject({ created_ad: false, fields_changed: expect.any(Array) });
    expect(filled.data[0]?.fields_changed.length).toBeGreaterThan(0);
  });

  it('is for admins only and validates the query', async () => {
    const params = { id: shared.a.id };
    expect((await plain.api.contributions.getUserContributions({ params })).status).toBe(403);
    expect((await shared.a.api.contributions.getUserContributions({ params })).status).toBe(403);
    expect((await testClient(t.app).contributions.getUserContributions({ params })).status).toBe(401);
    expect((await list(shared.a.id, { per_page: 500 })).status).toBe(400);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = expectStatus(await list(randomUUID()), 404);
    expect(missing.message).toBe('Usuário não encontrado');
    const purge = await admin.api.contributions.purgeUserContributions({ params: { id: randomUUID() } });
    expect(purge.status).toBe(404);
    expect((await list('nope')).status).toBe(400);
  });
});

describe('DELETE /admin/users/:id/contributions', () => {
  it('refuses non-admins', async () => {
    const res = await plain.api.contributions.purgeUserContributions({ params: { id: shared.a.id } });
    expect(res.status).toBe(403);
    expect(await observationsOf(shared.a.id)).toHaveLength(3);
  });

  it('removes the observations and the ads only this account saw, keeping the shared one', async () => {
    const { ids, a, b } = await contributions();
    // One of the ads only A saw has an archived thumbnail; the shared one has one too.
    const [gone, kept] = [`thumbs/${randomUUID()}.webp`, `thumbs/${randomUUID()}.webp`];
    for (const [key, id] of [
      [gone, ids[1]!],
      [kept, ids[0]!],
    ] as const) {
      await t.app.media.storage.put(key, new Uint8Array([1, 2, 3]));
      await t.database.db
        .update(advertisements)
        .set({ thumbnailKey: key, thumbnailStatus: 'archived' })
        .where(eq(advertisements.adArchiveId, id));
    }

    const purge = () => admin.api.contributions.purgeUserContributions({ params: { id: a.id } });
    const first = expectStatus(await purge(), 200);
    expect(first.data).toMatchObject({
      observations_removed: 3,
      claims_purged: 3,
      ads_removed: 2,
      ads_recomputed: 3,
    });
    // The shared ad keeps B's capture alone: it no longer counts in the scaled offers.
    expect(first.data).toMatchObject({ ads_changed: 1, left_signals: 1, restarted: 0 });
    expect(first.message).toBe(
      '3 capturas desconsideradas, 2 anúncios enviados só por esta conta excluídos, 1 anúncio corrigido (1 anúncio saiu das ofertas escaladas).',
    );
    expect((await adsOf(ids)).map((r) => r.adArchiveId)).toEqual([ids[0]]);
    expect(await observationsOf(a.id)).toHaveLength(0);
    expect(await observationsOf(b.id)).toHaveLength(1);
    expect(await t.app.media.storage.open(gone)).toBeNull();
    const stillThere = await t.app.media.storage.open(kept);
    expect(stillThere).not.toBeNull();
    stillThere?.stream.destroy();

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, a.id));
    expect(entry).toMatchObject({
      action: 'user.purge_contributions',
      details: { observations_removed: 3, ads_removed: 2, claims_purged: 3 },
    });
    const audit = await admin.api.admin.getAudit({ query: { action: 'user.purge_contributions' } });
    expect(expectStatus(audit, 200).data.filter((e) => e.target_id === a.id)).toHaveLength(1);

    expect(expectStatus(await list(a.id), 200)).toMatchObject({
      data: [],
      summary: { observations: 0, ads_created: 0, ads_filled: 0, last_observed_at: null },
    });
    expect(expectStatus(await purge(), 200).data).toMatchObject({
      observations_removed: 0,
      claims_purged: 0,
      ads_removed: 0,
      ads_changed: 0,
    });
  });
});
