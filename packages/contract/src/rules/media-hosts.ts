/**
 * The hosts Meta serves ad creatives from. An ordinary account's capture may only name media on
 * these hosts: anything else would make every user's browser (and the thumbnail archiver) fetch
 * from a host one account chose. Trusted sources (the admin import, the Meta connector) are held
 * to the same list when their media is shown un-archived.
 */
export const META_MEDIA_HOST_SUFFIXES = ['fbcdn.net', 'cdninstagram.com', 'fbsbx.com'] as const;

const matchesSuffix = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/** True for an https:// address on one of Meta's media hosts (no credentials, default port). */
export const isMetaMediaUrl = (value: string | null | undefined): value is string => {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return META_MEDIA_HOST_SUFFIXES.some((suffix) => matchesSuffix(host, suffix));
};

/**
 * Our own media archive as the API serves it (`/api/media/…`: archived creatives, thumbnails, the
 * demo library's drawings): a same-origin path, never a scheme, a host or a way out of the prefix.
 */
export const isArchiveMediaUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' &&
  /^\/api\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(value) &&
  !value.includes('..') &&
  !value.includes('//');

/**
 * The creative or thumbnail address a library view may show: our archive's, or Meta's CDN; null
 * for anything else, so no browser loads an image from a host one account named (issue 25). The
 * API applies it to every library answer and the web app again before drawing.
 */
export const shownMediaUrl = (value: string | null | undefined): string | null =>
  isArchiveMediaUrl(value) || isMetaMediaUrl(value) ? value : null;
