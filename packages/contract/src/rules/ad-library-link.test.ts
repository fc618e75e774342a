import { describe, expect, it } from 'vitest';
import { adLibrarySearchUrl, offerLandingUrl } from './ad-library-link';

describe('adLibrarySearchUrl', () => {
  it('searches the library for a domain as a keyword, in every country and status', () => {
    const url = new URL(adLibrarySearchUrl({ domain: 'detox21dias.com.br' }));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/ads/library/');
    expect(url.searchParams.get('q')).toBe('detox21dias.com.br');
    expect(url.searchParams.get('search_type')).toBe('keyword_unordered');
    expect(url.searchParams.get('country')).toBe('ALL');
    expect(url.searchParams.get('active_status')).toBe('all');
    expect(url.searchParams.has('view_all_page_id')).toBe(false);
  });

  it("opens a page's ads by its id", () => {
    const url = new URL(adLibrarySearchUrl({ pageId: '1234567890' }));
    expect(url.searchParams.get('view_all_page_id')).toBe('1234567890');
    expect(url.searchParams.get('search_type')).toBe('page');
    expect(url.searchParams.has('q')).toBe(false);
  });

  it('encodes what it is given, so a query cannot add parameters', () => {
    const url = new URL(adLibrarySearchUrl({ domain: 'a.com&country=US' }));
    expect(url.searchParams.get('q')).toBe('a.com&country=US');
    expect(url.searchParams.get('country')).toBe('ALL');
  });
});

describe('offerLandingUrl', () => {
  it("keeps the ad's own landing link", () => {
    expect(offerLandingUrl('loja.com.br', 'https://loja.com.br/oferta?utm=1')).toBe(
      'https://loja.com.br/oferta?utm=1',
    );
  });

  it('falls back to the domain when the link is missing or not a web address', () => {
    expect(offerLandingUrl('loja.com.br', null)).toBe('https://loja.com.br/');
    expect(offerLandingUrl('loja.com.br', 'javascript:alert(1)')).toBe('https://loja.com.br/');
  });
});
