import type { NormalizedAd } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { type Claim, deriveAd } from './derive';

const image = 'https://scontent.xx.fbcdn.net/v/t39/orig.jpg?oe=1';
const base: NormalizedAd = {
  ad_archive_id: '1234567890123456789',
  page_id: '112233445566',
  page_name: 'Clínica Bem Viver',
  bodies: ['Dor nas costas? Conheça a fisioterapia que alivia a dor em 7 dias.'],
  titles: ['Fisioterapia com desconto'],
  captions: ['bemviver.com.br'],
  descriptions: ['Agende sua avaliação'],
  creative_media_url: image,
  thumbnail_source_url: image,
  media_type: 'image',
  ad_snapshot_url: null,
  cta: 'Saiba mais',
  landing_url: 'https://www.bemviver.com.br/oferta',
  landing_domain: 'bemviver.com.br',
  publisher_platforms: ['facebook', 'instagram'],
  languages: [],
  countries: [],
  start_time: '2026-10-01T00:00:00.000Z',
  stop_time: null,
  is_active: true,
  collation_count: null,
  collation_id: null,
  is_taken_down: false,
  texts_truncated: false,
  niche: 'saude',
  price: null,
};

let clock = Date.UTC(2026, 10, 1);
/** A claim by `who`, made after every claim before it. */
const claim = (who: string, over: Partial<NormalizedAd> = {}, trusted = false): Claim => {
  clock += 60_000;
  return {
    contributor: who,
    trusted,
    firstAt: new Date(clock),
    at: new Date(clock),
    ad: { ...base, ...over },
  };
};
const stopped = { is_active: false, stop_time: null };

describe('deriveAd', () => {
  it('shows a lone contributor’s ad as they saw it, stopped or not', () => {
    expect(deriveAd([claim('a')])).toMatchObject({
      pageName: base.page_name,
      landingUrl: base.landing_url,
      adDeliveryStopTime: null,
      corroborated: false,
      contributors: 1,
    });
    const lone = claim('a', stopped);
    expect(deriveAd([lone]).adDeliveryStopTime).toEqual(lone.at);
  });

  it('does not let one account stop or take down an ad others saw running', () => {
    const derived = deriveAd([claim('creator'), claim('attacker', { ...stopped, is_taken_down: true })]);
    expect(derived.adDeliveryStopTime).toBeNull();
    expect(derived.isTakenDown).toBe(false);
  });

  it('stops the ad when a quorum of later contributors outnumbers those who saw it running', () => {
    const creator = claim('creator');
    const a = claim('b', stopped);
    const b = claim('c', stopped);
    const derived = deriveAd([creator, a, b]);
    expect(derived.adDeliveryStopTime).toEqual(b.at);
  });

  it('keeps a trusted source’s state until a quorum who saw the ad later disagrees', () => {
    const meta = claim('meta', {}, true);
    expect(deriveAd([meta, claim('x', stopped)]).adDeliveryStopTime).toBeNull();
    expect(deriveAd([meta, claim('x', stopped), claim('y', stopped)]).adDeliveryStopTime).not.toBeNull();
  });

  it('keeps the first writer’s values on a tie and gives them to an honest majority', () => {
    const phishing = { landing_url: 'https://golpe.example/pix', landing_domain: 'golpe.example' };
    const first = claim('attacker', { ...phishing, page_name: 'Golpe Ltda' });
    expect(deriveAd([first, claim('honest1')]).landingDomain).toBe('golpe.example');
    const derived = deriveAd([first, claim('honest1'), claim('honest2')]);
    expect(derived.landingDomain).toBe(base.landing_domain);
    expect(derived.pageName).toBe(base.page_name);
  });

  it('keeps the first image when a second account names another one', () => {
    const mine = 'https://scontent.xx.fbcdn.net/v/t39/other.jpg';
    const derived = deriveAd([
      claim('creator'),
      claim('attacker', { creative_media_url: mine, thumbnail_source_url: mine }),
    ]);
    expect(derived.thumbnailSourceUrl).toBe(base.thumbnail_source_url);
  });

  it('never takes media from a host outside Meta’s from an ordinary account', () => {
    const evil = 'https://tracker.example/pixel.jpg';
    const derived = deriveAd([claim('a', { creative_media_url: evil, thumbnail_source_url: evil })]);
    expect(derived).toMatchObject({ creativeMediaUrl: null, thumbnailSourceUrl: null, mediaType: 'none' });
  });

  it('shows a variation count only when a quorum vouches for it', () => {
    expect(deriveAd([claim('a', { collation_count: 9_000 })]).collationCount).toBeNull();
    expect(
      deriveAd([claim('a', { collation_count: 9_000 }), claim('b', { collation_count: 12 })]).collationCount,
    ).toBe(12);
    expect(deriveAd([claim('meta', { collation_count: 40 }, true)]).collationCount).toBe(40);
  });

  it('lets the latest trusted claim overwrite what users said', () => {
    const derived = deriveAd([
      claim('a'),
      claim('b'),
      claim('admin', { page_name: 'Clínica Bem Viver Oficial' }, true),
    ]);
    expect(derived.pageName).toBe('Clínica Bem Viver Oficial');
    expect(derived.corroborated).toBe(true);
  });

  it('counts in the signals once a quorum of independent accounts saw the ad', () => {
    expect(deriveAd([claim('a')]).corroborated).toBe(false);
    expect(deriveAd([claim('a'), claim('b')]).corroborated).toBe(true);
  });
});
