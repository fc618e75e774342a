import { describe, expect, it } from 'vitest';
import { expectStatus, sendAds, tokenSession, useSession, useTestApp } from './helpers/app';
import { createAd, daysAgo, digitId } from './helpers/factories';

/**
 * Issue 25: "images on /mineracao and /ofertas-escaladas load from any host an ordinary account
 * named". Any account's extension feeds the shared library; what the library shows must point at
 * our archive or at Meta's CDN, never at a host of the account's choosing (which would learn who
 * looked at which ad, when, from where).
 */
const t = useTestApp();
const viewer = useSession(t);

const TRACKER = 'https://tracker.attacker.example/pixel.png?who=';
const META = 'https://scontent.xx.fbcdn.net/v/t39/orig.jpg';

/** An ad as the extension captures it, with the creative the capture names. */
const capture = (page_name: string, image: string) => ({
  ad_archive_id: digitId('93'),
  page_id: digitId('1'),
  page_name,
  is_active: true,
  start_date: 1_761_000_000,
  publisher_platform: ['FACEBOOK'],
  collation_count: 1,
  snapshot: {
    body: { text: 'Curso completo de confeitaria para vender em casa.' },
    title: 'Curso de confeitaria',
    link_url: 'https://confeitaria.example.com.br/curso',
    images: [{ original_image_url: image }],
  },
});

describe('library answers only show media from the archive or Meta', () => {
  it("drops a creative an ordinary account's capture pointed at its own host, on /mineracao", async () => {
    const attacker = await tokenSession(t);
    const page = `Confeitaria Rastreada ${digitId('4')}`;
    const honest = `Confeitaria Honesta ${digitId('4')}`;
    await sendAds(attacker.api, [capture(page, TRACKER), capture(honest, META)]);
    const search = async (page_name: string) =>
      expectStatus(await viewer.api.ads.searchAdvertisements({ query: { page_name } }), 200).data;
    const [tracked] = await search(page);
    expect(tracked).toBeDefined();
    expect(tracked!.creative_media_url).toBeNull();
    expect(JSON.stringify(tracked)).not.toContain('attacker.example');
    const [kept] = await search(honest);
    expect(kept!.creative_media_url).toBe(META);
  });

  it('drops it from the scaled offers of /ofertas-escaladas', async () => {
    const domain = `rastreio-${digitId('6')}.com.br`;
    for (let i = 0; i < 6; i++) {
      await createAd(t.database, {
        landingUrl: `https://${domain}/lp`,
        landingDomain: domain,
        creativeMediaUrl: `${TRACKER}${i}`,
        adDeliveryStartTime: daysAgo(2 + i),
      });
    }
    const res = await viewer.api.ads.getEscalatedAdvertisements({ query: { domain } });
    const [offer] = expectStatus(res, 200).data;
    expect(offer?.landing_domain).toBe(domain);
    expect(offer!.creative_media_url).toBeNull();
    expect(offer!.thumbnail_url).toBeNull();
  });

  it('does not copy it into a favorite saved from the library', async () => {
    const ad = await createAd(t.database, { creativeMediaUrl: `${TRACKER}fav`, mediaType: 'image' });
    const saved = await viewer.api.favorites.addAdToFavorites({ params: { id: ad.id }, body: {} });
    const favorite = expectStatus(saved, 201).data;
    expect(favorite.creative_media_url).toBeNull();
    expect(favorite.image).toBeNull();
  });
});
