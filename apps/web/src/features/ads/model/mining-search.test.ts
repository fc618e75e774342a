import { AD_FILTER_FIELDS, AD_FILTER_KEYS, AdSearchFiltersSchema } from '@sniperads/contract/ad-search';
import { AdSearchQuerySchema } from '@sniperads/contract/ads';
import { describe, expect, it } from 'vitest';
import {
  appliedFilters,
  groupsByOffer,
  MINING_SEARCH_DEFAULTS,
  MiningSearchSchema,
  toApiQuery,
} from './mining-search';

/** A valid value for each filter, under the name the URL and the API share. */
const EVERY_FILTER = {
  niche: 'pets',
  platform: 'instagram',
  media_type: 'video',
  status: 'active',
  country: 'BR',
  min_days_running: 30,
  started_from: '2026-01-01',
  started_to: '2026-02-01',
  page_name: 'Clínica',
} as const;

describe('/mineracao search params', () => {
  it('keep every filter the contract declares, under its own name, with a field in the form', () => {
    expect(Object.keys(EVERY_FILTER).sort()).toEqual([...AD_FILTER_KEYS].sort());
    for (const key of AD_FILTER_KEYS) {
      expect(MiningSearchSchema.shape).toHaveProperty(key);
      expect(AD_FILTER_FIELDS[key].label).not.toBe('');
    }
    expect(Object.keys(AD_FILTER_FIELDS).sort()).toEqual(Object.keys(AdSearchFiltersSchema.shape).sort());
  });

  it('pass the filters to the API as the URL holds them, and the API reads the same values', () => {
    const search = MiningSearchSchema.parse({ q: 'curso', sort: 'newest', ...EVERY_FILTER });
    const query = toApiQuery(search);
    expect(query).toMatchObject({ search: 'curso', sort: 'newest', page: 1, per_page: 6, ...EVERY_FILTER });
    expect(AdSearchQuerySchema.parse(query)).toMatchObject(EVERY_FILTER);
  });

  it('open at the defaults, and fall back to them for bad values instead of failing', () => {
    expect(toApiQuery(MINING_SEARCH_DEFAULTS)).toEqual(
      expect.objectContaining({ search: undefined, page: 1, per_page: 6, sort: undefined }),
    );
    const bad = MiningSearchSchema.parse({
      niche: 'lixo',
      platform: 'tiktok',
      media_type: 'meme',
      status: 'talvez',
      min_days_running: 'muitos',
      started_from: 'ontem',
      sort: 'aleatorio',
      page: -3,
      per_page: 7,
    });
    expect(bad).toEqual(MINING_SEARCH_DEFAULTS);
  });

  it('apply what the filter form holds, clearing every filter it left empty', () => {
    const cleared = appliedFilters({});
    expect(Object.keys(cleared).sort()).toEqual([...AD_FILTER_KEYS].sort());
    expect(Object.values(cleared).every((v) => v === undefined)).toBe(true);
    expect(appliedFilters({ page_name: '  Ótica  ', niche: 'lixo', min_days_running: 7 })).toMatchObject({
      page_name: 'Ótica',
      niche: undefined,
      min_days_running: 7,
    });
  });

  it('keep the grouping as group_by: by ad unless the URL asks for offers, the API query the same either way', () => {
    expect(MINING_SEARCH_DEFAULTS.group_by).toBe('ad');
    const byOffer = MiningSearchSchema.parse({ q: 'detox', group_by: 'offer', niche: 'emagrecimento' });
    expect(groupsByOffer(byOffer)).toBe(true);
    expect(groupsByOffer(MiningSearchSchema.parse({ group_by: 'marca' }))).toBe(false);
    // The grouped search reads the ad search's query: the grouping picks the route, never a filter.
    const byAd = MiningSearchSchema.parse({ q: 'detox', niche: 'emagrecimento' });
    expect(toApiQuery(byOffer)).toEqual(toApiQuery(byAd));
    expect(toApiQuery(byOffer)).not.toHaveProperty('group_by');
  });
});
