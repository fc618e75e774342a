import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidation';

export const useIngestAds = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (ads: unknown[]) => ok(api.ads.ingestAdvertisements({ body: { ads } })),
    onSettled: () => invalidateAfter('ads-imported'),
  });
};
