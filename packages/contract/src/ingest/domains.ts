import { httpUrl, textOf } from './values';

const REDIRECT_HOSTS = new Set(['l.facebook.com', 'lm.facebook.com', 'l.instagram.com']);

/** Facebook wraps outbound links in l.facebook.com/l.php?u=…; the landing page is the `u`. */
export const unwrapRedirect = (url: string | null): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (!REDIRECT_HOSTS.has(parsed.hostname)) return url;
    return httpUrl(parsed.searchParams.get('u')) ?? null;
  } catch {
    return null;
  }
};

/** Lower-cased host without `www.`; null when the address is not an http(s) URL. */
export const domainOfUrl = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
};

const DOMAIN =
  /^(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})\.?(?:[/?#]\S*)?$/i;

/** A caption such as 'trendyol.com' or 'LOJA.EXEMPLO.COM.BR/oferta' names the landing domain. */
export const domainOfCaption = (caption: unknown): string | null => {
  const text = textOf(caption);
  if (!text || /\s/.test(text)) return null;
  const match = DOMAIN.exec(text);
  return match?.[1] ? match[1].toLowerCase() : null;
};

/** From the link when there is one, else from the first caption that is a domain. */
export const landingDomainOf = (landingUrl: string | null, captions: readonly string[]) => {
  const fromUrl = domainOfUrl(landingUrl);
  if (fromUrl) return fromUrl;
  for (const caption of captions) {
    const domain = domainOfCaption(caption);
    if (domain) return domain;
  }
  return null;
};
