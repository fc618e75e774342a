import type { MetaImportInput } from '@sniperads/contract';
import { adsApi } from '@/lib/api/ads';
import { ok } from '@/lib/api-fetcher';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export const useImportFromMeta = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (body: MetaImportInput) => ok(adsApi.importFromMeta({ body })),
    invalidates: 'ads-imported',
    failure,
  });
