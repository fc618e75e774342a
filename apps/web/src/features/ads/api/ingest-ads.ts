import { adsApi } from '@/lib/api/ads';
import { ok } from '@/lib/api-fetcher';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

/** A refused batch may still have saved part of it: the library is read again either way. */
export const useIngestAds = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (ads: unknown[]) => ok(adsApi.ingestAdvertisements({ body: { ads } })),
    invalidates: 'ads-imported',
    invalidatesOnFailure: 'ads-imported',
    failure,
  });
