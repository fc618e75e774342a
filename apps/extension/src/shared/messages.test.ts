import { describe, expect, it } from 'vitest';
import { websiteAd } from '../../test/ad-fixtures';
import { readRuntimeMessage } from './messages';

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
    expect(readRuntimeMessage({ type: 'flush-now' }, popup, ID)).toEqual({ type: 'flush-now' });
    expect(readRuntimeMessage({ type: 'get-status' }, { id: ID, url: 'https://x.com/' }, ID)).toBeNull();
  });

  it('gives a content script the page status only: not the full status, not a flush', () => {
    expect(readRuntimeMessage({ type: 'get-page-status' }, page, ID)).toEqual({ type: 'get-page-status' });
    expect(readRuntimeMessage({ type: 'get-status' }, page, ID)).toBeNull();
    expect(readRuntimeMessage({ type: 'flush-now' }, page, ID)).toBeNull();
    expect(readRuntimeMessage({ type: 'get-page-status' }, popup, ID)).toBeNull();
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
