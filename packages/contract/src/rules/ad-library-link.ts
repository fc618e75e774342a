/** Where an offer is seen on Meta's own Ad Library: a keyword search for its domain, or a page's ads. */
const LIBRARY = 'https://www.facebook.com/ads/library/';

export type AdLibraryTarget = { domain: string } | { pageId: string };

/** The Ad Library search (all countries, active and inactive ads) for a landing domain or a page. */
export const adLibrarySearchUrl = (target: AdLibraryTarget): string => {
  const params = new URLSearchParams({
    active_status: 'all',
    ad_type: 'all',
    country: 'ALL',
    media_type: 'all',
  });
  if ('pageId' in target) {
    params.set('search_type', 'page');
    params.set('view_all_page_id', target.pageId);
  } else {
    params.set('q', target.domain);
    params.set('search_type', 'keyword_unordered');
  }
  return `${LIBRARY}?${params.toString()}`;
};

/** The landing page a visitor of the offer reaches: the ad's own link when it has one, else the domain. */
export const offerLandingUrl = (domain: string, adLandingUrl: string | null | undefined): string => {
  if (adLandingUrl && /^https?:\/\//i.test(adLandingUrl)) return adLandingUrl;
  return `https://${domain}/`;
};
