/** Where the extension runs: the Meta Ad Library, and nowhere else. */
export const AD_LIBRARY_MATCHES = [
  'https://www.facebook.com/ads/library*',
  'https://web.facebook.com/ads/library*',
  'https://m.facebook.com/ads/library*',
];
