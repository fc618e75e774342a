import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { extensionApi } from '@/lib/api/extension';
import { ok } from '@/lib/api-fetcher';
import { extensionKeys } from '@/lib/query-keys';

/** GET /api/extension: the package this server hands out and the address set in it. */
export const extensionPackageQueryOptions = () =>
  queryOptions({
    queryKey: extensionKeys.package(),
    queryFn: async () => (await ok(extensionApi.getExtensionPackage())).data,
    // Changes only when the server is rebuilt or reconfigured.
    staleTime: 10 * 60_000,
  });

export const useExtensionPackage = () => useSuspenseQuery(extensionPackageQueryOptions());
