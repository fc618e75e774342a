import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { adsKeys } from './search-ads';

export const useIngestAds = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ads: unknown[]) => ok(api.ads.ingestAdvertisements({ body: { ads } })),
    onSettled: () => client.invalidateQueries({ queryKey: adsKeys.all }),
  });
};
