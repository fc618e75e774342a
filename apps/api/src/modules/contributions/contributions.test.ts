import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createApiToken,
  createUser,
  DEFAULT_PASSWORD,
  login,
  type TestContext,
} from '../../../test/helpers/app';
import { adObservations, advertisements, auditLog } from '../../db/schema';

let t: TestContext;
let adminToken: string;
let plainToken: string;
let userA: { id: string; token: string };
let userB: { id: string; token: string };

const IDS = ['710001', '710002', '710003'];

const ad = (id: string, body = 'Receita natural para emagrecer com saúde.') => ({
  id,
  page_name: `Loja ${id}`,
  ad_creative_bodies: [body],
  ad_creative_link_captions: ['loja.com.br'],
});

const ingest = (ads: unknown[], token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/advertisements/ingest',
    headers: { authorization: `Bearer ${token}` },
    payload: { ads },
  });

const contributor = async () => {
  const owner = await createUser(t.database);
  return { id: owner.id, token: await createApiToken(t.database, owner.id, ['read:ads', 'write:ads']) };
};

const url = (id: string, query = '') => `/api/admin/users/${id}/contributions${query}`;
const adsOf = (ids: string[]) =>
  t.database.db
    .select({ adArchiveId: advertisements.adArchiveId })
    .from(advertisements)
    .where(inArray(advertisements.adArchiveId, ids));
const observationsOf = (userId: string) =>
  t.database.db.select().from(adObservations).where(eq(adObservations.userId, userId));

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database, { isAdmin: true });
  adminToken = await login(t.app, { email: admin.email, password: DEFAULT_PASSWORD });
  const plain = await createUser(t.database);
  plainToken = await login(t.app, { email: plain.email, password: DEFAULT_PASSWORD });
  userA = await contributor();
  userB = await contributor();
  const a = await ingest(
    IDS.map((id) => ad(id)),
    userA.token,
  );
  expect(a.json().data).toMatchObject({ created: 3, rejected: 0 });
  // B sees one of A's ads again, with a title A's copy lacked.
  const b = await ingest([{ ...ad(IDS[0]!), ad_creative_link_titles: ['Título novo'] }], userB.token);
  expect(b.statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('GET /admin/users/:id/contributions', () => {
  it('lists the account’s observations with the ad and a summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(userA.id), headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(3);
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(body.summary).toMatchObject({ observations: 3, ads_created: 3, ads_filled: 0 });
    expect(body.summary.last_observed_at).toEqual(expect.any(String));
    for (const row of body.data) {
      expect(row).toMatchObject({ source: 'extension', created_ad: true, times: 1 });
      expect(row.ad.page_name).toBe(`Loja ${row.ad.ad_archive_id}`);
      // The first title when there is one (B filled it on the shared ad), else the first body.
      expect(row.ad.excerpt).toBe(
        row.ad.ad_archive_id === IDS[0] ? 'Título novo' : 'Receita natural para emagrecer com saúde.',
      );
      expect(row.ad.landing_domain).toBe('loja.com.br');
    }
    expect(body.data.map((r: { ad: { ad_archive_id: string } }) => r.ad.ad_archive_id).sort()).toEqual(IDS);
  });

  it('paginates and counts what another account filled', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: url(userA.id, '?page=2&per_page=2'),
      headers: bearer(adminToken),
    });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().meta).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });

    const b = await t.app.inject({ method: 'GET', url: url(userB.id), headers: bearer(adminToken) });
    expect(b.json().summary).toMatchObject({ observations: 1, ads_created: 0, ads_filled: 1 });
    expect(b.json().data[0]).toMatchObject({ created_ad: false, fields_changed: expect.any(Array) });
    expect(b.json().data[0].fields_changed.length).toBeGreaterThan(0);
  });

  it('is for admins only and validates the query', async () => {
    const denied = await t.app.inject({ method: 'GET', url: url(userA.id), headers: bearer(plainToken) });
    expect(denied.statusCode).toBe(403);
    const tokenDenied = await t.app.inject({
      method: 'GET',
      url: url(userA.id),
      headers: bearer(userA.token),
    });
    expect(tokenDenied.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: url(userA.id) });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: url(userA.id, '?per_page=500'),
      headers: bearer(adminToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: url(randomUUID()),
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuário não encontrado');
    const purge = await t.app.inject({
      method: 'DELETE',
      url: url(randomUUID()),
      headers: bearer(adminToken),
    });
    expect(purge.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: url('nope'), headers: bearer(adminToken) });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('DELETE /admin/users/:id/contributions', () => {
  it('refuses non-admins', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: url(userA.id), headers: bearer(plainToken) });
    expect(res.statusCode).toBe(403);
    expect(await observationsOf(userA.id)).toHaveLength(3);
  });

  it('removes the observations and the ads only this account saw, keeping the shared one', async () => {
    // One of the ads only A saw has an archived thumbnail; the shared one has one too.
    const [gone, kept] = [`thumbs/${randomUUID()}.webp`, `thumbs/${randomUUID()}.webp`];
    for (const [key, id] of [
      [gone, IDS[1]!],
      [kept, IDS[0]!],
    ] as const) {
      await t.app.media.storage.put(key, new Uint8Array([1, 2, 3]));
      await t.database.db
        .update(advertisements)
        .set({ thumbnailKey: key, thumbnailStatus: 'archived' })
        .where(eq(advertisements.adArchiveId, id));
    }

    const res = await t.app.inject({ method: 'DELETE', url: url(userA.id), headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { observations_removed: 3, ads_removed: 2 },
      message: '3 observação(ões) removida(s), 2 anúncio(s) criado(s) só por esta conta excluído(s)',
    });
    expect((await adsOf(IDS)).map((r) => r.adArchiveId)).toEqual([IDS[0]]);
    expect(await observationsOf(userA.id)).toHaveLength(0);
    expect(await observationsOf(userB.id)).toHaveLength(1);
    expect(await t.app.media.storage.open(gone)).toBeNull();
    const stillThere = await t.app.media.storage.open(kept);
    expect(stillThere).not.toBeNull();
    stillThere?.stream.destroy();

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, userA.id));
    expect(entry).toMatchObject({
      action: 'user.purge_contributions',
      details: { observations_removed: 3, ads_removed: 2 },
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=user.purge_contributions',
      headers: bearer(adminToken),
    });
    expect(audit.json().data).toHaveLength(1);

    const after = await t.app.inject({ method: 'GET', url: url(userA.id), headers: bearer(adminToken) });
    expect(after.json()).toMatchObject({
      data: [],
      summary: { observations: 0, ads_created: 0, ads_filled: 0, last_observed_at: null },
    });
    const again = await t.app.inject({ method: 'DELETE', url: url(userA.id), headers: bearer(adminToken) });
    expect(again.json().data).toEqual({ observations_removed: 0, ads_removed: 0 });
  });
});
