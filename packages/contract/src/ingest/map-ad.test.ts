import { describe, expect, it } from 'vitest';
import { adArchiveIdOf, expandAdItems, findAdNodes, parseResponseText, scanAdNodes } from './find-nodes';
import {
  archiveItem,
  archiveV5Item,
  collatedNode,
  graphqlEnvelope,
  websiteCarouselItem,
  websiteImageItem,
  websiteLegacyItem,
  websiteVideoItem,
} from './fixtures';
import { detectAdShape, mapAd } from './map-ad';
import { AD_TEXT_MAX, INGEST_REASONS, type MappedAd } from './normalized';

const okAd = (m: MappedAd) => {
  if (!m.ok) throw new Error(`rejected: ${m.reason}`);
  return m.ad;
};

describe('mapAd: the website shape (what the extension captures)', () => {
  it('keeps texts, link, CTA, image, dates, platforms and the collation count of an image ad', () => {
    const m = mapAd(websiteImageItem);
    expect(m.ok && m.shape).toBe('website');
    const ad = okAd(m);
    expect(ad).toMatchObject({
      ad_archive_id: '1234567890123456789',
      page_id: '112233445566',
      page_name: 'Clínica Bem Viver',
      bodies: ['Dor nas costas? Conheça a fisioterapia que alivia a dor em 7 dias.'],
      titles: ['Fisioterapia com desconto'],
      captions: ['bemviver.com.br'],
      descriptions: ['Agende sua avaliação'],
      cta: 'Saiba mais',
      landing_url: 'https://www.bemviver.com.br/oferta?utm_source=fb',
      landing_domain: 'bemviver.com.br',
      creative_media_url: 'https://scontent.xx.fbcdn.net/v/t39/orig.jpg?oe=1',
      thumbnail_source_url: 'https://scontent.xx.fbcdn.net/v/t39/s600.jpg?oe=1',
      media_type: 'image',
      publisher_platforms: ['facebook', 'instagram'],
      start_time: new Date(1_760_000_000_000).toISOString(),
      stop_time: null,
      is_active: true,
      collation_count: 4,
      collation_id: '998877665544',
      is_taken_down: false,
      texts_truncated: false,
      niche: 'saude',
    });
  });

  it('takes a video ad with its preview frame for the thumbnail, drops catalogue templates, and dates an inactive ad', () => {
    const ad = okAd(mapAd(websiteVideoItem));
    expect(ad.media_type).toBe('video');
    expect(ad.creative_media_url).toBe('https://video.xx.fbcdn.net/v/t42/hd.mp4?oe=2');
    expect(ad.thumbnail_source_url).toBe('https://scontent.xx.fbcdn.net/v/t39/preview.jpg?oe=2');
    expect(ad.titles).toEqual([]);
    expect(ad.landing_domain).toBe('inglesja.com');
    expect(ad.is_active).toBe(false);
    expect(ad.stop_time).toBe(new Date(1_755_000_000_000).toISOString());
    expect(ad.niche).toBe('educacao');
  });

  it('reads carousel / DCO cards and unwraps l.facebook.com redirects', () => {
    const ad = okAd(mapAd(websiteCarouselItem));
    expect(ad.bodies).toEqual(['Ração premium para cachorro com 20% off', 'Areia para gato que não gruda']);
    expect(ad.titles).toEqual(['Ração Premium 15kg', 'Areia Sanitária']);
    expect(ad.captions).toEqual(['petfeliz.com.br']);
    expect(ad.landing_url).toBe('https://petfeliz.com.br/racao');
    expect(ad.landing_domain).toBe('petfeliz.com.br');
    expect(ad.creative_media_url).toBe('https://scontent.xx.fbcdn.net/v/t39/card1.jpg');
    expect(ad.collation_count).toBe(12);
    expect(ad.niche).toBe('pets');
  });

  it('maps the older camelCase items, HTML body included', () => {
    const m = mapAd(websiteLegacyItem);
    expect(m.ok && m.shape).toBe('website_legacy');
    const ad = okAd(m);
    expect(ad).toMatchObject({
      ad_archive_id: '4000000000000000001',
      page_name: 'Finanças em Dia',
      bodies: ['Saia das dívidas\ncom o nosso método'],
      publisher_platforms: ['facebook', 'instagram'],
      collation_count: 2,
      collation_id: '135949371832895',
      landing_domain: 'financasemdia.com',
      start_time: new Date(1_618_383_600_000).toISOString(),
      niche: 'financas',
    });
  });

  it('shows the characters an older HTML body escaped, decoding each reference once', () => {
    const markup =
      'Parcele em 12x =&gt; R$ 19,90<br />It&#039;s &quot;top&quot; &amp; barato &lt;3 &#x1F525;<br>' +
      'Promo&ccedil;&atilde;o: escreva &amp;gt; no cupom';
    const ad = okAd(
      mapAd({
        ...websiteLegacyItem,
        snapshot: { ...websiteLegacyItem.snapshot, body: { markup: { __html: markup } } },
      }),
    );
    expect(ad.bodies).toEqual([
      'Parcele em 12x => R$ 19,90\nIt\'s "top" & barato <3 🔥\nPromoção: escreva &gt; no cupom',
    ]);
    // Plain text fields are not HTML: an ad that writes "&amp;" keeps it.
    const plain = okAd(
      mapAd({ ...websiteImageItem, snapshot: { ...websiteImageItem.snapshot, body: { text: 'P&amp;G' } } }),
    );
    expect(plain.bodies).toEqual(['P&amp;G']);
  });

  it('flags ads Meta took down', () => {
    const ad = okAd(mapAd({ ...websiteImageItem, aaa_info: { is_ad_taken_down: true } }));
    expect(ad.is_taken_down).toBe(true);
  });
});

describe('mapAd: Graph ads_archive', () => {
  it('takes the landing domain from a caption that is a domain, and strips the access token', () => {
    const m = mapAd(archiveItem);
    expect(m.ok && m.shape).toBe('ads_archive');
    const ad = okAd(m);
    expect(ad.landing_domain).toBe('dietaja.com.br');
    expect(ad.ad_snapshot_url).not.toContain('SECRET');
    expect(ad.stop_time).toBe('2025-10-20T12:00:00.000Z');
    expect(ad.media_type).toBe('none');
    expect(ad.niche).toBe('emagrecimento');
  });

  it("keeps date-only dates on their day in Brazil, in Acre and in Meta's Pacific time", () => {
    const ad = okAd(
      mapAd({ ...archiveItem, ad_delivery_start_time: '2024-05-01', ad_delivery_stop_time: '2024-05-31' }),
    );
    for (const timeZone of [
      'America/Sao_Paulo',
      'America/Rio_Branco',
      'America/Noronha',
      'America/Los_Angeles',
    ]) {
      const day = (iso: string | null) => new Date(iso ?? '').toLocaleDateString('pt-BR', { timeZone });
      expect(day(ad.start_time), timeZone).toBe('01/05/2024');
      expect(day(ad.stop_time), timeZone).toBe('31/05/2024');
    }
    expect(
      mapAd({ ...archiveItem, ad_delivery_start_time: '2024-02-30', ad_creation_time: null }),
    ).toMatchObject({
      ok: true,
      ad: { start_time: null },
    });
  });

  it('reads the singular 2019 fields and the funding entity as the page', () => {
    const ad = okAd(mapAd(archiveV5Item));
    expect(ad.page_name).toBe('Partido Exemplo');
    expect(ad.bodies).toEqual(['Vote consciente.']);
    expect(ad.start_time).toBe('2019-11-03T08:29:55.000Z');
    expect(ad.landing_domain).toBe('exemplo.org');
  });
});

describe('mapAd: robust to real data', () => {
  it('keeps a long body, cut at the cap and marked truncated, instead of rejecting the ad', () => {
    const long = 'palavra '.repeat(AD_TEXT_MAX);
    const ad = okAd(mapAd({ ...archiveItem, ad_creative_bodies: [long] }));
    expect(ad.bodies[0]).toHaveLength(AD_TEXT_MAX);
    expect(ad.texts_truncated).toBe(true);
  });

  it('rejects a JSON-number id with a clear reason (2^53 and above lose digits)', () => {
    // What JSON.parse makes of an unquoted id: the number has already lost its last digits.
    const lossy = JSON.parse('{"id": 5000000000000000001}') as { id: number };
    const m = mapAd({ ...archiveItem, ...lossy });
    expect(m).toMatchObject({ ok: false, reason: INGEST_REASONS.numericId });
  });

  it('reports malformed items instead of storing them half-empty', () => {
    expect(mapAd('x')).toMatchObject({ ok: false, reason: INGEST_REASONS.notObject });
    expect(mapAd({ foo: 1 })).toMatchObject({ ok: false, reason: INGEST_REASONS.unknownShape });
    expect(mapAd({ ad_creative_bodies: ['a'], page_name: 'P' })).toMatchObject({
      ok: false,
      reason: INGEST_REASONS.missingId,
    });
    expect(mapAd({ ...archiveItem, page_name: '  ' })).toMatchObject({
      ok: false,
      ad_archive_id: '5000000000000000001',
      reason: INGEST_REASONS.missingPage,
    });
    expect(mapAd({ adArchiveID: '7', pageName: 'P' })).toMatchObject({
      ok: false,
      reason: INGEST_REASONS.missingSnapshot,
    });
    expect(mapAd({ ad_archive_id: '8', page_name: 'P', snapshot: { body: { text: ' ' } } })).toMatchObject({
      ok: false,
      reason: INGEST_REASONS.empty,
    });
  });

  it('never stores javascript: or data: addresses, NUL bytes or implausible dates', () => {
    const ad = okAd(
      mapAd({
        ...websiteImageItem,
        start_date: 48_754_878_454,
        snapshot: {
          ...websiteImageItem.snapshot,
          body: { text: 'Oferta\u0000 imperdível' },
          link_url: 'javascript:alert(1)',
          images: [{ original_image_url: 'data:image/png;base64,AAAA' }],
        },
      }),
    );
    expect(ad.landing_url).toBeNull();
    expect(ad.landing_domain).toBe('bemviver.com.br');
    expect(ad.creative_media_url).toBeNull();
    expect(ad.bodies).toEqual(['Oferta imperdível']);
    expect(ad.start_time).toBeNull();
  });

  it('detects the shape per item', () => {
    expect(detectAdShape(websiteImageItem)).toBe('website');
    expect(detectAdShape(websiteLegacyItem)).toBe('website_legacy');
    expect(detectAdShape(archiveItem)).toBe('ads_archive');
    expect(detectAdShape(archiveV5Item)).toBe('ads_archive');
    expect(detectAdShape([])).toBeNull();
  });
});

describe('finding ads in what the page loads', () => {
  it('finds every result item in a GraphQL envelope, deduplicated by id', () => {
    const nodes = findAdNodes([graphqlEnvelope, graphqlEnvelope]);
    expect(nodes.map(adArchiveIdOf)).toEqual([
      '1234567890123456789',
      '1234567890123456790',
      '2000000000000000001',
      '3000000000000000001',
    ]);
  });

  it('sets apart the items of a page whose shape changed, once each, and says why they are not read', () => {
    const { snapshot, ...renamed } = websiteImageItem;
    const changed = { ...renamed, ad_archive_id: '1234567890123456791', snapshot_v2: snapshot };
    const mixed = {
      data: {
        ad_library_main: {
          search_results_connection: {
            edges: [
              { node: { collated_results: [websiteVideoItem, changed] } },
              { node: { collated_results: [changed, websiteCarouselItem] } },
              {
                node: {
                  collated_results: [
                    { ad_archive_id: '1234567890123456792', ad_card_v3: { body: 'Oferta' } },
                  ],
                },
              },
            ],
          },
        },
      },
    };
    const scan = scanAdNodes(mixed);
    expect(scan.items.map(adArchiveIdOf)).toEqual(['2000000000000000001', '3000000000000000001']);
    expect(scan.unrecognised.map(adArchiveIdOf)).toEqual(['1234567890123456791', '1234567890123456792']);
    expect(scan.unrecognised.map((n) => (mapAd(n) as { reason?: string }).reason)).toEqual([
      INGEST_REASONS.missingSnapshot,
      INGEST_REASONS.unknownShape,
    ]);
    // An ad read from one copy is not also counted as unread from another.
    expect(scanAdNodes([mixed, { ...changed, snapshot }]).unrecognised.map(adArchiveIdOf)).toEqual([
      '1234567890123456792',
    ]);
    expect(scanAdNodes(graphqlEnvelope).unrecognised).toEqual([]);
  });

  it('parses Facebook response text: the for(;;); prefix and one JSON document per line', () => {
    const text = `for (;;);${JSON.stringify(graphqlEnvelope)}\n{"label":"deferred","data":{"x":1}}\n{broken`;
    expect(parseResponseText(text)).toHaveLength(2);
    expect(parseResponseText(`for (;;);${JSON.stringify({ a: 1 })}`)).toEqual([{ a: 1 }]);
    expect(parseResponseText('')).toEqual([]);
  });

  it('expands a collated_results node into its ads', () => {
    expect(expandAdItems(collatedNode)).toHaveLength(2);
    expect(expandAdItems(archiveItem)).toEqual([archiveItem]);
  });

  it('never turns a lossy JSON number into an id', () => {
    expect(adArchiveIdOf(JSON.parse('{"ad_archive_id": 12345678901234567890}'))).toBeNull();
    expect(adArchiveIdOf({ adArchiveID: '42' })).toBe('42');
  });
});
