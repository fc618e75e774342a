import type { OfferVelocityDays } from '@sniperads/contract/offer-page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offersApi } from '@/lib/api/offers';
import { ok } from '@/lib/api-fetcher';
import { offerKeys } from '@/lib/query-keys';

/** One offer (a landing domain): its creatives, pages and velocity over `days` days. */
export const offerPageQueryOptions = (domain: string, days: OfferVelocityDays) =>
  queryOptions({
    queryKey: [...offerKeys.all, 'page', domain, days] as const,
    queryFn: ({ signal }) =>
      ok(offersApi.getOfferPage({ params: { domain }, query: { days }, fetchOptions: { signal } })),
    // Switching 30/90 days keeps the page on screen while the other window loads.
    placeholderData: keepPreviousData,
  });

export const useOfferPage = (domain: string, days: OfferVelocityDays) =>
  useQuery(offerPageQueryOptions(domain, days));
