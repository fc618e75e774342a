import {
  type AdIngestSummary,
  type AdShape,
  expandAdItems,
  mapAd,
  type NormalizedAd,
} from '@sniperads/contract';

export type IngestResult = AdIngestSummary['results'][number];
export interface MappedAd {
  index: number;
  shape: AdShape;
  ad: NormalizedAd;
}

/** Maps every raw item (any shape); a collated node expands into its ads. Rejections are per item. */
export const mapAll = (items: unknown[]) => {
  const results: IngestResult[] = [];
  const mapped: MappedAd[] = [];
  items.forEach((raw, index) => {
    // A collated_results node holds several ads: each gets its own result under the same index.
    for (const item of expandAdItems(raw)) {
      const m = mapAd(item);
      if (m.ok) mapped.push({ index, shape: m.shape, ad: m.ad });
      else
        results.push({
          index,
          ad_archive_id: m.ad_archive_id,
          id: null,
          shape: m.shape,
          status: 'rejected',
          reason: m.reason,
        });
    }
  });
  return { results, mapped };
};
