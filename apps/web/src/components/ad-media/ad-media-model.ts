import { isVideoUrl, shownMediaUrl } from '@sniperads/contract';

export const FALLBACK_IMAGE = '/ad-fallback.svg';

/** What an ad's creative looks like on screen, picked from what the library holds. */
export interface AdMediaModel {
  kind: 'video' | 'image';
  /**
   * Images to try in order until one loads: our archived thumbnail (never expires), the
   * original creative (an fbcdn link that expires within days), then the fallback image.
   */
  images: string[];
  /** The original video, played only in the details modal; null for images. */
  video: string | null;
  /** The archived thumbnail, a video's poster; null until archived. */
  poster: string | null;
}

interface MediaSource {
  /** Optional so offers (which may not carry one yet) can use the same rule. */
  thumbnail_url?: string | null;
  creative_media_url: string | null;
}

/**
 * Only our archive's or Meta's CDN addresses are drawn (shownMediaUrl, as the API already applies):
 * library ads come from any account's capture, and an image from a host one account named would
 * tell that host who looked at it.
 */
export const toAdMedia = (ad: MediaSource): AdMediaModel => {
  const thumbnail = shownMediaUrl(ad.thumbnail_url);
  const original = shownMediaUrl(ad.creative_media_url);
  const video = original && isVideoUrl(original) ? original : null;
  // A video link cannot be drawn by <img>: its stand-ins are the thumbnail and the fallback.
  const images = [thumbnail, video ? null : original, FALLBACK_IMAGE].filter((u): u is string => !!u);
  return { kind: video ? 'video' : 'image', images: [...new Set(images)], video, poster: thumbnail };
};
