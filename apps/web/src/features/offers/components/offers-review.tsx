import { Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination/pagination';
import { SearchForm } from '@/components/search-form';
import type { SearchChange } from '@/lib/search-params';
import { useCandidates } from '../api/offers';
import { type CandidatesSearch, toCandidatesQuery } from '../model/offers-search';
import { OfferCard } from './offer-card';
import { OfferDecision } from './offer-decision';

const SKELETONS = ['a', 'b', 'c'];

/**
 * Admin: offers scaling now; approve to show them to users, reject to drop them from the queue.
 * The view, the submitted search and the page live in the URL; a new view or search starts at page 1.
 */
export function OffersReview({
  params,
  onParams,
}: {
  params: CandidatesSearch;
  onParams: SearchChange<CandidatesSearch>;
}) {
  const { view, page } = params;
  const setView = (next: CandidatesSearch['view']) => onParams({ view: next, page: 1 });
  const setSearch = (q: string) => onParams({ q, page: 1 });
  const setPage = (next: number) => onParams({ page: next });
  const candidates = useCandidates(toCandidatesQuery(params));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Ofertas candidatas"
        description="Ofertas com nível bronze ou acima, calculadas dos anúncios vistos nos últimos 90 dias."
      />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'pending' | 'all')}
          data={[
            { value: 'pending', label: 'Aguardando decisão' },
            { value: 'all', label: 'Todas' },
          ]}
        />
        <SearchForm
          label="Buscar candidatas"
          placeholder="Oferta, domínio ou página"
          value={params.q}
          onSearch={setSearch}
          submitVariant="default"
          style={{ flex: 1 }}
          wrap="nowrap"
        />
      </Group>
      {candidates.isError && (
        <LoadErrorAlert
          title="Erro ao listar anúncios escalados"
          error={candidates.error}
          fallback="Tente novamente em instantes."
        />
      )}
      {candidates.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SKELETONS.map((k) => (
            <Skeleton key={k} h={380} radius="md" />
          ))}
        </SimpleGrid>
      ) : candidates.data?.data.length === 0 ? (
        <Text c="dimmed" ta="center" py={40}>
          {view === 'pending'
            ? 'Nenhuma candidata aguardando decisão.'
            : 'Nenhuma oferta escalando no momento.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {candidates.data?.data.map((offer) => (
            <OfferCard key={offer.landing_domain} offer={offer} actions={<OfferDecision offer={offer} />} />
          ))}
        </SimpleGrid>
      )}
      {candidates.data && (
        <Pagination page={page} lastPage={candidates.data.meta.last_page} onChange={setPage} />
      )}
    </Stack>
  );
}
