import { OFFERS_PAGE_SIZE } from '@sniperads/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '@/lib/api-client';

export interface OffersQuery {
  search?: string;
  niche?: string;
  page: number;
}

export const offersKeys = {
  all: ['offers'] as const,
  list: (q: OffersQuery) => ['offers', 'list', q] as const,
  candidates: (q: { search?: string; page: number; pending: boolean }) =>
    ['offers', 'candidates', q] as const,
};

export const offersQueryOptions = (q: OffersQuery) =>
  queryOptions({
    queryKey: offersKeys.list(q),
    queryFn: ({ signal }) =>
      ok(
        api.offers.getOffers({
          query: { search: q.search, niche: q.niche as never, page: q.page, per_page: OFFERS_PAGE_SIZE },
          fetchOptions: { signal },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useOffers = (q: OffersQuery) => useQuery(offersQueryOptions(q));

/** Offers scaling now, with the admin decision on each (review queue when `pending`). */
export const useCandidates = (q: { search?: string; page: number; pending: boolean }) =>
  useQuery({
    queryKey: offersKeys.candidates(q),
    queryFn: ({ signal }) =>
      ok(
        api.ads.getEscalatedAdvertisements({
          query: { search: q.search, page: q.page, per_page: 20, pending: q.pending ? 'true' : undefined },
          fetchOptions: { signal },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useDecideOffer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { landing_domain: string; status: 'approved' | 'rejected' }) =>
      ok(api.offers.decideOffer({ body })),
    onSuccess: () => client.invalidateQueries({ queryKey: offersKeys.all }),
  });
};

export const useUndoDecision = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.offers.deleteOffer({ params: { id } })),
    onSuccess: () => client.invalidateQueries({ queryKey: offersKeys.all }),
  });
};
