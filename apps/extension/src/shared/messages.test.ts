import { describe, expect, it } from 'vitest';
import { websiteAd } from '../../test/ad-fixtures';
import { readRuntimeMessage } from './messages';
import { MAX_ITEMS_PER_MESSAGE, pageMessage, readPageMessage } from './page-message';

const win = { location: { origin: 'https://www.facebook.com' } };
const event = (data: unknown, over: Partial<{ source: unknown; origin: string }> = {}) => ({
  source: win,
  origin: 'https://www.facebook.com',
  data,
  ...over,
});

describe('page -> content script messages', () => {
  it('takes the ad items of a capture message from this window', () => {
    const ad = websiteAd(1);
    expect(readPageMessage(event(pageMessage([ad])), win)).toEqual([ad]);
  });

  it('ignores other windows, other origins, other senders and wrong shapes', () => {
    const good = pageMessage([websiteAd(1)]);
    expect(readPageMessage(event(good, { source: {} }), win)).toBeNull();
    expect(readPageMessage(event(good, { origin: 'https://evil.example' }), win)).toBeNull();
    expect(readPageMessage(event({ ...good, source: 'someone-else' }), win)).toBeNull();
    expect(readPageMessage(event({ ...good, version: 2 }), win)).toBeNull();
    expect(readPageMessage(event({ ...good, items: 'x' }), win)).toBeNull();
    expect(readPageMessage(event(null), win)).toBeNull();
    const tooMany = pageMessage(Array.from({ length: MAX_ITEMS_PER_MESSAGE + 1 }, (_, i) => websiteAd(i)));
    expect(readPageMessage(event(tooMany), win)).toBeNull();
  });

  it('keeps only items that carry an ad id as text', () => {
    const ad = websiteAd(2);
    const data = pageMessage([ad, { ad_archive_id: 123 }, 'x', { nope: true }]);
    expect(readPageMessage(event(data), win)).toEqual([ad]);
    expect(readPageMessage(event(pageMessage([{ ad_archive_id: 1 }])), win)).toBeNull();
  });
});

describe('messages to the service worker', () => {
  const ID = 'abcdefghijklmnopabcdefghijklmnop';
  const page = { id: ID, url: 'https://www.facebook.com/ads/library/?q=curso', tab: {} };
  const popup = { id: ID, url: `chrome-extension://${ID}/popup.html` };
  const captured = { type: 'ads-captured', ads: [websiteAd(1)] };

  it('accepts captures only from a content script on the Ad Library', () => {
    expect(readRuntimeMessage(captured, page, ID)).toEqual(captured);
    expect(readRuntimeMessage(captured, popup, ID)).toBeNull();
    expect(
      readRuntimeMessage(captured, { ...page, url: 'https://www.facebook.com/groups/1' }, ID),
    ).toBeNull();
    expect(
      readRuntimeMessage(captured, { ...page, url: 'https://www.facebook.com.evil.io/ads/library/' }, ID),
    ).toBeNull();
    expect(readRuntimeMessage(captured, { ...page, id: 'other-extension' }, ID)).toBeNull();
  });

  it('accepts status and flush from its own pages', () => {
    expect(readRuntimeMessage({ type: 'get-status' }, popup, ID)).toEqual({ type: 'get-status' });
    expect(readRuntimeMessage({ type: 'flush-now' }, page, ID)).toEqual({ type: 'flush-now' });
    expect(readRuntimeMessage({ type: 'get-status' }, { id: ID, url: 'https://x.com/' }, ID)).toBeNull();
  });

  it('refuses malformed messages', () => {
    expect(readRuntimeMessage({ type: 'ads-captured', ads: [] }, page, ID)).toBeNull();
    expect(
      readRuntimeMessage({ type: 'save-favorite', ad: websiteAd(1), folderId: 'pasta' }, page, ID),
    ).toBeNull();
    expect(readRuntimeMessage({ type: 'drop-table' }, popup, ID)).toBeNull();
    expect(readRuntimeMessage('get-status', popup, ID)).toBeNull();
  });
});
