import { describe, expect, it } from 'vitest';
import {
  alertText,
  followUrl,
  levelRank,
  type MatchableAd,
  matchBatch,
  matchesSearchRule,
  prepareAd,
  prepareRule,
  type SearchRule,
  searchFollowKey,
  searchFollowLabel,
} from './radar';

const now = new Date('2026-11-29T12:00:00Z');
const ad = (over: Partial<MatchableAd> = {}): MatchableAd => ({
  pageName: 'Clínica Vida',
  texts: ['Colágeno hidrolisado com frete grátis', 'Saúde da pele'],
  niche: 'saude',
  publisherPlatforms: ['facebook', 'instagram'],
  mediaType: 'image',
  countries: ['BR'],
  startTime: new Date('2026-11-20T00:00:00Z'),
  stopTime: null,
  ...over,
});

describe('matching a followed search against a new ad', () => {
  it('matches a batch against many searches exactly as one search against one ad', () => {
    const words = ['colágeno', 'Pele', 'vida', 'frete', 'curso', 'marca1x', 'marca12x', 'saude'];
    const ads = Array.from({ length: 40 }, (_, i) =>
      ad({
        pageName: i % 3 === 0 ? 'Clínica Vida' : `Loja ${i}`,
        texts: [`${words[i % words.length]} e ${words[(i * 5) % words.length]} marca${i % 13}x`],
        niche: i % 2 === 0 ? 'saude' : 'beleza',
        stopTime: i % 4 === 0 ? now : null,
      }),
    );
    const rules: SearchRule[] = [
      {},
      { niche: 'beleza' },
      ...words.flatMap((w, i): SearchRule[] => [
        { q: w },
        { q: `${w} ${words[(i + 3) % words.length]}` },
        { q: `  ${w.toUpperCase()} marca${i}x `, status: 'active' as const },
        { q: w, page_name: 'vida', niche: 'saude' },
      ]),
    ];
    const expected = rules.flatMap((rule, r) =>
      ads.flatMap((a, i) => (matchesSearchRule(rule, a, now) ? [`${r}:${i}`] : [])),
    );
    const got = matchBatch(rules.map(prepareRule), ads.map(prepareAd), now).map(([r, i]) => `${r}:${i}`);
    expect(got.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(40);
  });

  it('finds every word of the term, case and accents ignored', () => {
    expect(matchesSearchRule({ q: 'COLAGENO pele' }, ad(), now)).toBe(true);
    expect(matchesSearchRule({ q: 'saude' }, ad(), now)).toBe(true);
    expect(matchesSearchRule({ q: 'colágeno whey' }, ad(), now)).toBe(false);
    expect(matchesSearchRule({ q: 'clinica' }, ad(), now)).toBe(true);
  });

  it('applies each Mineração filter', () => {
    expect(matchesSearchRule({ niche: 'saude', country: 'BR', platform: 'instagram' }, ad(), now)).toBe(true);
    expect(matchesSearchRule({ country: 'PT' }, ad(), now)).toBe(false);
    expect(matchesSearchRule({ media_type: 'video' }, ad(), now)).toBe(false);
    expect(matchesSearchRule({ status: 'inactive' }, ad(), now)).toBe(false);
    expect(matchesSearchRule({ status: 'inactive' }, ad({ stopTime: now }), now)).toBe(true);
    expect(matchesSearchRule({ page_name: 'vida' }, ad(), now)).toBe(true);
    expect(matchesSearchRule({ started_to: '2026-11-20' }, ad(), now)).toBe(true);
    expect(matchesSearchRule({ started_from: '2026-11-21' }, ad(), now)).toBe(false);
    expect(matchesSearchRule({ min_days_running: 9 }, ad(), now)).toBe(true);
    expect(matchesSearchRule({ min_days_running: 10 }, ad(), now)).toBe(false);
    expect(matchesSearchRule({ min_days_running: 1 }, ad({ startTime: null }), now)).toBe(false);
  });
});

describe('a followed search', () => {
  it('has one key however it is written', () => {
    expect(searchFollowKey({ q: ' Colágeno ', country: 'BR' })).toBe(
      searchFollowKey({ country: 'BR', q: 'colágeno' }),
    );
    expect(searchFollowKey({ q: 'colágeno' })).not.toBe(searchFollowKey({ q: 'colágeno', niche: 'saude' }));
  });

  it('reads as its term and how many filters', () => {
    expect(searchFollowLabel({ q: 'colágeno' })).toBe('“colágeno”');
    expect(searchFollowLabel({ q: 'colágeno', country: 'BR', niche: 'saude' })).toBe(
      '“colágeno” + 2 filtros',
    );
    expect(searchFollowLabel({ country: 'BR' })).toBe('Busca sem termo + 1 filtro');
  });

  it('opens Mineração with its term and filters', () => {
    expect(followUrl('search', 'x', { q: 'colágeno', country: 'BR' })).toBe(
      '/mineracao?q=col%C3%A1geno&country=BR',
    );
    expect(followUrl('offer', 'loja.com.br')).toBe('/ofertas/loja.com.br');
    expect(followUrl('advertiser', '123')).toBe('/anunciantes/123');
  });
});

describe('alert texts', () => {
  it('says how many new ads, in pt-BR', () => {
    expect(
      alertText({ rule: 'new_ads', kind: 'offer', label: 'loja.com.br', count: 5, windowHours: 24 }),
    ).toEqual({
      title: 'loja.com.br: 5 anúncios novos',
      body: 'A oferta loja.com.br ganhou 5 anúncios novos nas últimas 24 h.',
    });
    expect(alertText({ rule: 'new_ads', kind: 'advertiser', label: 'Loja', count: 1 }).title).toBe(
      'Loja: 1 anúncio novo',
    );
  });

  it('names the level reached and says when it stopped', () => {
    expect(
      alertText({ rule: 'scaling', kind: 'offer', label: 'loja.com.br', level: 'ouro', score: 63 }),
    ).toEqual({
      title: 'loja.com.br está escalando',
      body: 'A oferta loja.com.br chegou ao nível Ouro (score 63 de 100).',
    });
    expect(alertText({ rule: 'stopped', kind: 'advertiser', label: 'Loja' })).toEqual({
      title: 'Loja parou',
      body: 'O anunciante Loja não tem mais anúncios ativos.',
    });
  });

  it('ranks levels so only a rise is escalando', () => {
    expect(levelRank(null)).toBeLessThan(levelRank('bronze'));
    expect(levelRank('ouro')).toBeGreaterThan(levelRank('prata'));
  });
});
