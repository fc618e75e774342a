import type { Favorite } from '@sniperads/contract';
import { formatDate } from '@/lib/format';

type Details = Pick<
  Favorite,
  'media' | 'image' | 'creative_media_url' | 'ad_delivery_stop_time' | 'is_active'
>;

/** Where the creative shown comes from, in words: a copy we keep, the original link, or none. */
export const archivedMediaLabel = (c: Details) => {
  switch (c.media.status) {
    case 'archived':
      return 'Sim, guardada no SniperAds';
    case 'pending':
      return 'Arquivando…';
    case 'failed':
      return 'Não foi possível arquivar';
    case 'over_quota':
      return 'Não arquivada: limite de armazenamento do plano atingido';
  }
  const shown = c.creative_media_url ?? c.image;
  if (!shown) return 'Sem mídia';
  // Served by SniperAds itself (the demo library's creatives): nothing to archive.
  if (shown.startsWith('/')) return 'Sim, guardada no SniperAds';
  return 'Não: exibida do link original, que pode expirar';
};

/** The end of delivery as the library's card says it: a date, or 'Em veiculação' while it runs. */
export const deliveryEndLabel = (c: Details) => {
  if (c.ad_delivery_stop_time) return formatDate(c.ad_delivery_stop_time);
  return c.is_active ? 'Em veiculação' : 'N/A';
};
