import { describe, expect, it } from 'vitest';
import {
  expectStatus,
  type TestClient,
  testClient,
  tokenSession,
  useSession,
  useTestApp,
} from '../../../test/helpers/app';
import { adInput, digitId } from '../../../test/helpers/factories';

/** A health clinic's ad as Meta sends it (snapshot link with the access token), on `page_name`. */
const ad = (page_name: string, extra: Record<string, unknown> = {}) =>
  adInput({
    page_name,
    ad_creative_bodies: ['Cuide da sua saúde com acompanhamento médico.'],
    ad_creative_link_titles: ['Consulta de saúde online'],
    landing_url: 'https://www.vidaplena.com.br/consulta',
    ...extra,
  });
/** A page name no other test uses, so each test finds only its own ads. */
const newPage = () => `Clínica Vida Plena ${digitId()}`;

const ingest = (client: TestClient, ads: unknown[]) => client.ads.ingestAdvertisements({ body: { ads } });
const adsOf = async (page_name: string, search?: string) =>
  expectStatus(
    await reader.api.ads.searchAdvertisements({ query: { page_name, search, per_page: 100 } }),
    200,
  );

const tokenClient = async (abilities: string[]) => (await tokenSession(t, abilities)).api;

const t = useTestApp();
const admin = useSession(t, { role: 'admin' });
const reader = useSession(t);

describe('POST /advertisements/ingest', () => {
  it('creates new ads, then updates them on a resend without duplicating', async () => {
    const page = newPage();
    const [a, b] = [ad(page), ad(page)];
    const first = expectStatus(await ingest(admin.api, [a, b]), 200);
    expect(first.data).toMatchObject({ created: 2, updated: 0, rejected: 0 });

    const again = expectStatus(
      await ingest(admin.api, [{ ...a, ad_creative_bodies: ['Texto novo'] }, b]),
      200,
    );
    expect(again.data).toMatchObject({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
    expect(again.data.results.map((r) => r.status)).toEqual(['updated', 'unchanged']);

    const found = (await adsOf(page, 'Texto novo')).data;
    expect(found).toHaveLength(1);
    expect(found[0]?.ad_archive_id).toBe(a.id);
    expect(new Date(found[0]!.last_seen_at).getTime()).toBeGreaterThan(
      new Date(found[0]!.first_seen_at).getTime(),
    );
    expect((await adsOf(page)).meta.total).toBe(2);
  });

  it('keeps the good ads of a batch and rejects the bad ones with a reason', async () => {
    const page = newPage();
    const res = await ingest(admin.api, [
      ad(page),
      { page_name: 'Sem id' },
      ad(page, { id: 'abc' }),
      ad(page, { landing_url: 'não é url' }),
      'texto',
      ad(page),
    ]);
    const { data } = expectStatus(res, 200);
    expect(data).toMatchObject({ created: 3, rejected: 3 });
    expect(data.results.map((r) => r.status)).toEqual([
      'created',
      'rejected',
      'rejected',
      'created',
      'rejected',
      'created',
    ]);
    expect(data.results[1]?.reason).toMatch(/ad_archive_id/);
    expect(data.results[2]?.reason).toMatch(/só dígitos/);
    expect(data.results[4]?.reason).toMatch(/objeto JSON/);
    // A link that is not an http(s) address is dropped, never a reason to lose the ad.
    expect(data.results[3]?.id).toEqual(expect.any(String));
    expect((await adsOf(page)).meta.total).toBe(3);
  });

  it('never stores or returns Meta’s access token, and derives domain, media type and niche', async () => {
    const page = newPage();
    const input = ad(page, {
      creative_media_url: 'https://video.xx.fbcdn.net/v/t42/abc.mp4?x=1',
      landing_url: 'https://WWW.Oferta.com.br/x',
    });
    expect(expectStatus(await ingest(admin.api, [input]), 200).data.created).toBe(1);
    const found = await adsOf(page);
    expect(JSON.stringify(found)).not.toContain('EAAB-secret');
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({
      ad_archive_id: input.id,
      media_type: 'video',
      landing_domain: 'oferta.com.br',
      niche: 'saude',
      ad_snapshot_url: `https://www.facebook.com/ads/library/?id=${input.id}`,
    });
  });

  it('refuses batches over 500 and empty ones with a pt-BR message', async () => {
    const page = newPage();
    const big = await ingest(
      admin.api,
      Array.from({ length: 501 }, () => ad(page)),
    );
    expect(expectStatus(big, 400).message).toContain('500');
    expect((await ingest(admin.api, [])).status).toBe(400);
    expect((await adsOf(page)).meta.total).toBe(0);
  });

  it('lets in tokens holding write:ads and admins, not regular sessions or other tokens', async () => {
    const page = newPage();
    const writer = await tokenClient(['write:ads']);
    const readOnly = await tokenClient(['read:ads']);
    expect((await ingest(writer, [ad(page)])).status).toBe(200);
    expect((await ingest(admin.api, [ad(page)])).status).toBe(200);
    expect((await ingest(readOnly, [ad(page)])).status).toBe(403);
    expect((await ingest(reader.api, [ad(page)])).status).toBe(403);
    expect((await ingest(testClient(t.app), [ad(page)])).status).toBe(401);
    expect((await readOnly.ads.searchAdvertisements()).status).toBe(200);
    expect((await adsOf(page)).meta.total).toBe(2);
  });
});
