import { OFFERS_PAGE_SIZE } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adsApi } from '@/lib/api/ads';
import { offersApi } from '@/lib/api/offers';
import { ok } from '@/lib/api-fetcher';
import { offerKeys } from '@/lib/query-keys';
import { type MutationFailure, useAppMutation } from '@/lib/use-app-mutation';

export interface OffersQuery {
  search?: string;
  niche?: string;
  page: number;
}

export const offersQueryOptions = (q: OffersQuery) =>
  queryOptions({
    queryKey: offerKeys.list(q),
    queryFn: ({ signal }) =>
      ok(
        offersApi.getOffers({
          query: { search: q.search, niche: q.niche as never, page: q.page, per_page: OFFERS_PAGE_SIZE },
          fetchOptions: { signal },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useOffers = (q: OffersQuery) => useQuery(offersQueryOptions(q));

export interface CandidatesQuery {
  search?: string;
  page: number;
  pending: boolean;
}

/** Offers scaling now, with the admin decision on each (review queue when `pending`). */
export const candidatesQueryOptions = (q: CandidatesQuery) =>
  queryOptions({
    queryKey: offerKeys.candidates(q),
    queryFn: ({ signal }) =>
      ok(
        adsApi.getEscalatedAdvertisements({
          query: { search: q.search, page: q.page, per_page: 20, pending: q.pending ? 'true' : undefined },
          fetchOptions: { signal },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useCandidates = (q: CandidatesQuery) => useQuery(candidatesQueryOptions(q));

export const useDecideOffer = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (body: { landing_domain: string; status: 'approved' | 'rejected' }) =>
      ok(offersApi.decideOffer({ body })),
    invalidates: 'offer-decided',
    failure,
  });

export const useUndoDecision = (failure: MutationFailure) =>
  useAppMutation({
    mutationFn: (id: string) => ok(offersApi.deleteOffer({ params: { id } })),
    invalidates: 'offer-decided',
    failure,
  });
