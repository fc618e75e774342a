import type { MetaImportInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { adsApi } from '@/lib/api/ads';
import { ok } from '@/lib/api-fetcher';
import { useInvalidateAfter } from '@/lib/invalidation';

export const useImportFromMeta = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (body: MetaImportInput) => ok(adsApi.importFromMeta({ body })),
    onSuccess: () => invalidateAfter('ads-imported'),
  });
};
