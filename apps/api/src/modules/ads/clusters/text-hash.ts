import { simHash64, toStoredHash } from '@sniperads/contract';
import type { AdvertisementRow } from '../../../db/schema';

type Texts = Pick<AdvertisementRow, 'adCreativeBodies' | 'adCreativeLinkTitles'>;

/**
 * The stored SimHash of what an ad says (bodies, then titles); null without a word. Captions and
 * descriptions are left out: they mostly repeat the landing domain and the call to action.
 */
export const textHashOf = (ad: Texts): bigint | null => {
  const hash = simHash64([...ad.adCreativeBodies, ...ad.adCreativeLinkTitles]);
  return hash === null ? null : toStoredHash(hash);
};
