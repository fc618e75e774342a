import { setTimeout as pause } from 'node:timers/promises';
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

/**
 * How long the mapping may hold the event loop before letting other requests run. Mapping costs
 * about a millisecond an ad (texts scanned for niche and price): a 500-item batch held the loop
 * for 0.2–1 s, and every other user's request waited behind it (issue 25). 1 ms slices with a 1 ms
 * pause kept another user's read p95 within 1–2.3× its idle value under load (2 ms slices: up to
 * 3.2×); a worker thread would also pay to copy 2 MB of items each way.
 */
export const MAP_SLICE_MS = 1;

/**
 * Maps every raw item (any shape); a collated node expands into its ads. Rejections are per item.
 * Works in slices of MAP_SLICE_MS, yielding to the event loop between them.
 */
export const mapAll = async (items: unknown[], sliceMs = MAP_SLICE_MS) => {
  const results: IngestResult[] = [];
  const mapped: MappedAd[] = [];
  let sliceEnd = performance.now() + sliceMs;
  for (let index = 0; index < items.length; index++) {
    // A collated_results node holds several ads: each gets its own result under the same index.
    for (const item of expandAdItems(items[index])) {
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
      if (performance.now() >= sliceEnd) {
        // A timer rather than setImmediate: every request waiting for I/O or a turn gets one.
        await pause(1);
        sliceEnd = performance.now() + sliceMs;
      }
    }
  }
  return { results, mapped };
};
