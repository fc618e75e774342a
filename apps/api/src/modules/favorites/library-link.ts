import { adLibraryUrl } from '@sniperads/contract';

const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);

/**
 * The Ad Library id an address points at ('https://www.facebook.com/ads/library/?id=123&…', the
 * same on m./web. hosts), or null for any other address.
 */
export const libraryAdIdOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    if (!FACEBOOK_HOSTS.has(parsed.hostname.toLowerCase())) return null;
    if (!/^\/ads\/library\/?$/.test(parsed.pathname)) return null;
    const id = parsed.searchParams.get('id')?.trim() ?? '';
    return /^\d{1,30}$/.test(id) ? id : null;
  } catch {
    return null;
  }
};

/** Prefix of every canonical Ad Library address (adLibraryUrl). */
export const LIBRARY_URL_PREFIX = adLibraryUrl('');
