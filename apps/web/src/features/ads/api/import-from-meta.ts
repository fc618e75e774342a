import type { MetaImportInput } from '@sniperads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';
import { adsKeys } from './search-ads';

export const useImportFromMeta = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MetaImportInput) => ok(api.ads.importFromMeta({ body })),
    onSuccess: () => client.invalidateQueries({ queryKey: adsKeys.all }),
  });
};
