import { createFileRoute } from '@tanstack/react-router';
import { advertiserPageQueryOptions } from '@/features/offers/api/get-advertiser-page';
import { AdvertiserPage } from '@/features/offers/components/advertiser-page';
import { favoritedAdIdsQueryOptions } from '@/lib/ad-favorites';
import { loadQuery } from '@/lib/route-data';

export const Route = createFileRoute('/_authenticated/anunciantes/$pageId')({
  loader: async ({ context: { queryClient }, params, cause }) => {
    await Promise.all([
      loadQuery(queryClient, cause, advertiserPageQueryOptions(params.pageId)),
      loadQuery(queryClient, cause, favoritedAdIdsQueryOptions()),
    ]);
  },
  staticData: { title: 'Anunciante' },
  component: AdvertiserRoute,
});

function AdvertiserRoute() {
  const { pageId } = Route.useParams();
  return <AdvertiserPage key={pageId} pageId={pageId} />;
}
