import { adArchiveIdOf, mapAd } from '@sniperads/contract';
import { excerpt } from './format';

export type AdPreview = {
  id: string;
  pageName: string;
  title: string | null;
  text: string;
  thumbnail: string | null;
};

/** What the panel shows of a raw item; the server maps the raw item again on its own. */
export const previewOf = (raw: unknown): AdPreview | null => {
  const mapped = mapAd(raw);
  if (!mapped.ok) {
    const id = adArchiveIdOf(raw);
    return id ? { id, pageName: 'Anúncio', title: null, text: mapped.reason, thumbnail: null } : null;
  }
  const { ad } = mapped;
  const title = ad.titles[0] ?? null;
  const body = ad.bodies[0] ?? ad.descriptions[0] ?? ad.captions[0] ?? '';
  const thumb = ad.thumbnail_source_url ?? (ad.media_type === 'image' ? ad.creative_media_url : null);
  return {
    id: ad.ad_archive_id,
    pageName: ad.page_name,
    title: title ? excerpt(title, 80) : null,
    text: excerpt(body),
    thumbnail: thumb && /^https:\/\//.test(thumb) ? thumb : null,
  };
};
