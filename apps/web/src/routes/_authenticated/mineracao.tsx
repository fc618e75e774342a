import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { opensScreen, preloadFirstRow } from '@/features/ads/api/preload-creatives';
import { searchAdGroupsQueryOptions } from '@/features/ads/api/search-ad-groups';
import { searchAdsQueryOptions } from '@/features/ads/api/search-ads';
import { MiningPage } from '@/features/ads/components/mining-page';
import {
  groupsByOffer,
  MINING_SEARCH_DEFAULTS,
  MiningSearchSchema,
  toApiQuery,
} from '@/features/ads/model/mining-search';
import { favoritedAdIdsQueryOptions } from '@/lib/ad-favorites';
import { loadQuery } from '@/lib/route-data';
import { useUrlState } from '@/lib/search-params';

export const Route = createFileRoute('/_authenticated/mineracao')({
  validateSearch: MiningSearchSchema,
  search: { middlewares: [stripSearchParams(MINING_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause, location }) => {
    if (groupsByOffer(deps)) {
      await Promise.all([
        loadQuery(queryClient, cause, searchAdGroupsQueryOptions(toApiQuery(deps))),
        loadQuery(queryClient, cause, favoritedAdIdsQueryOptions()),
      ]);
      return;
    }
    const search = searchAdsQueryOptions(toApiQuery(deps));
    await Promise.all([
      loadQuery(queryClient, cause, search).then(() => {
        const ads = queryClient.getQueryData(search.queryKey)?.data;
        if (ads && opensScreen(cause, location.pathname, window.location.pathname)) preloadFirstRow(ads);
      }),
      loadQuery(queryClient, cause, favoritedAdIdsQueryOptions()),
    ]);
  },
  staticData: { title: 'Mineração de Anúncios' },
  component: MiningRoute,
});

function MiningRoute() {
  return <MiningPage {...useUrlState(Route)} />;
}
