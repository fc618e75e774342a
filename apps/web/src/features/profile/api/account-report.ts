import { accountReportCsv, accountReportFileName, type Favorite } from '@sniperads/contract';
import { favoritesApi } from '@/lib/api/favorites';
import { interestsApi } from '@/lib/api/interests';
import { ok } from '@/lib/api-fetcher';
import { downloadText } from '@/lib/csv';
import { useAppMutation } from '@/lib/use-app-mutation';

/** The largest page GET /api/favorites/ answers. */
const PAGE = 20;

/** Every favorite of the account, page after page (the list the report is written from). */
const allFavorites = async () => {
  const favorites: Favorite[] = [];
  for (let page = 1; ; page += 1) {
    const res = await ok(favoritesApi.getFavorites({ query: { page, per_page: PAGE } }));
    favorites.push(...res.data);
    if (page >= res.meta.last_page || res.data.length === 0) return favorites;
  }
};

/** 'Baixar relatório (CSV)': the account's favorites and tracked interests as one spreadsheet. */
export const useAccountReport = (save: (name: string, csv: string) => void = downloadText) =>
  useAppMutation({
    mutationFn: async () => {
      const [favorites, tracked] = await Promise.all([
        allFavorites(),
        ok(interestsApi.getTrackedInterests({ query: {} })).then((res) => res.data),
      ]);
      return { csv: accountReportCsv(favorites, tracked), count: favorites.length + tracked.length };
    },
    onSuccess: ({ csv }) => save(accountReportFileName(), csv),
    failure: { fallback: 'Não foi possível gerar o relatório. Tente novamente.' },
  });
