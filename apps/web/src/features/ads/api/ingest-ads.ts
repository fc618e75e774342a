import { useMutation } from '@tanstack/react-query';
import { adsApi } from '@/lib/api/ads';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';

export const useIngestAds = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (ads: unknown[]) => ok(adsApi.ingestAdvertisements({ body: { ads } })),
    onSettled: () => invalidateAfter('ads-imported'),
  });
};
