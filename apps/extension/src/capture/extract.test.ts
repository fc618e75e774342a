import { INGEST_REASONS } from '@sniperads/contract';
import { describe, expect, it } from 'vitest';
import { graphqlAnswer, websiteAd } from '../../test/ad-fixtures';
import {
  adsInJson,
  adsInText,
  isAdDataUrl,
  isUnrecognisedResults,
  readAnswer,
  summariseUnread,
} from './extract';

describe('ads in what the page loads', () => {
  it('finds the results of a GraphQL answer behind for (;;); and across streamed documents', () => {
    const first = JSON.stringify(graphqlAnswer([websiteAd(1), websiteAd(2)]));
    const second = JSON.stringify({ data: { more: graphqlAnswer([websiteAd(2), websiteAd(3)]) } });
    const ids = adsInText(`for (;;);${first}\n${second}\n{"partial":`).map(
      (ad) => (ad as { ad_archive_id: string }).ad_archive_id,
    );
    expect(ids).toEqual([websiteAd(1), websiteAd(2), websiteAd(3)].map((a) => a.ad_archive_id));
  });

  it('skips answers without ads, and finds ads in an already parsed value', () => {
    expect(adsInText('{"data":{"viewer":{"id":"1"}}}')).toEqual([]);
    expect(adsInText('not json ad_archive_id')).toEqual([]);
    expect(adsInJson({ x: [{ y: graphqlAnswer([websiteAd(9)]) }] })).toEqual([websiteAd(9)]);
  });

  it('watches only the Ad Library data endpoints of the page origin', () => {
    const base = 'https://www.facebook.com/ads/library/?q=x';
    expect(isAdDataUrl('/api/graphql/', base)).toBe(true);
    expect(isAdDataUrl('https://www.facebook.com/ads/library/async/search_ads/?q=x', base)).toBe(true);
    expect(isAdDataUrl('/ajax/bz', base)).toBe(false);
    expect(isAdDataUrl('https://evil.example/api/graphql/', base)).toBe(false);
  });

  it('says so when search results arrive in a shape nobody recognises, instead of capturing nothing silently', () => {
    // Facebook renamed the id field: the connection is there, the ads are not recognisable.
    const changed = JSON.stringify({
      data: {
        ad_library_main: {
          search_results_connection: { edges: [{ node: { collated_results: [{ adId: '1' }] } }] },
        },
      },
    });
    const found = adsInText(changed);
    expect(found).toEqual([]);
    expect(isUnrecognisedResults(changed, found.length)).toBe(true);
    const normal = JSON.stringify(graphqlAnswer([websiteAd(4)]));
    expect(isUnrecognisedResults(normal, adsInText(normal).length)).toBe(false);
    expect(isUnrecognisedResults('{"data":{"viewer":{"id":"1"}}}', 0)).toBe(false);
  });

  it('reads the items of a page answer it recognises and names the others with the reason', () => {
    // Facebook renamed `snapshot` in some items only: one item in the old shape, one in the new.
    const { snapshot, ...rest } = websiteAd(6);
    const renamed = { ...rest, snapshot_v2: snapshot };
    const text = `for (;;);${JSON.stringify(graphqlAnswer([websiteAd(5), renamed, websiteAd(7)]))}`;
    const { items, unread } = readAnswer(text);
    expect(items).toEqual([websiteAd(5), websiteAd(7)]);
    expect(unread).toEqual([{ key: websiteAd(6).ad_archive_id, reason: INGEST_REASONS.missingSnapshot }]);
    expect(isUnrecognisedResults(text, items.length)).toBe(false);
  });

  it('sums up the unread items by reason, most frequent first', () => {
    const reasons = new Map([
      ['1', INGEST_REASONS.missingPage],
      ['2', INGEST_REASONS.missingSnapshot],
      ['3', INGEST_REASONS.missingSnapshot],
    ]);
    expect(summariseUnread(reasons)).toEqual({
      count: 3,
      reasons: [
        { reason: INGEST_REASONS.missingSnapshot, count: 2 },
        { reason: INGEST_REASONS.missingPage, count: 1 },
      ],
    });
  });
});
