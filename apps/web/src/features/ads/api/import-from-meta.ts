import type { MetaImportInput } from '@sniperads/contract';
import { useMutation } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { useInvalidateAfter } from '@/lib/invalidation';

export const useImportFromMeta = () => {
  const invalidateAfter = useInvalidateAfter();
  return useMutation({
    mutationFn: (body: MetaImportInput) => ok(api.ads.importFromMeta({ body })),
    onSuccess: () => invalidateAfter('ads-imported'),
  });
};
